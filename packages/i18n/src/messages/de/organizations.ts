import type { Catalogue } from '../en';

export const organizations: Catalogue['organizations'] = {
  title: 'Organisationen',
  adminSubtitle: 'Alle Organisationen der Plattform mit Typ, Verifizierung und Mitgliedern.',
  memberSubtitle: 'Ihre Organisation und die Organisationen, mit denen Sie handeln.',
  counterparties: 'Geschäftspartner',
  allOrganizations: 'Alle Organisationen',
  loading: 'Organisationen werden geladen …',
  loadFailed: 'Organisationen konnten nicht geladen werden',
  none: 'Keine Organisationen gefunden',
  noneText:
    'Organisationen, mit denen Sie handeln, erscheinen hier, sobald Sie Angebotsanfragen, Angebote, Verträge, Bestellungen oder Sendungen austauschen.',
  search: 'Nach Organisationsname suchen',
  edit: 'Bearbeiten',
  editNamed: '{name} bearbeiten',
  yours: 'Ihre Organisation',
  columns: {
    name: 'Bezeichnung',
    type: 'Typ',
    verification: 'Verifizierung',
    members: 'Mitglieder',
  },
  form: {
    name: 'Bezeichnung',
    type: 'Typ',
    verification: 'Verifizierung',
    cancel: 'Abbrechen',
    save: 'Speichern',
    success: 'Erfolgreich',
    error: 'Fehler',
    updated: 'Organisation aktualisiert',
    updateFailed: 'Organisation konnte nicht aktualisiert werden',
  },
};
