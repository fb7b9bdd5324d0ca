import type { Catalogue } from '../en';

export const common: Catalogue['common'] = {
  actions: {
    save: 'Speichern',
    cancel: 'Abbrechen',
    close: 'Schließen',
    submit: 'Absenden',
    edit: 'Bearbeiten',
    delete: 'Löschen',
    confirm: 'Bestätigen',
    back: 'Zurück',
    retry: 'Erneut versuchen',
    search: 'Suchen',
    export: 'Als CSV exportieren',
  },
  states: {
    loading: 'Wird geladen…',
    noResults: 'Keine Ergebnisse',
  },
  language: 'Sprache',
  itemCount: '{count, plural, one {# Eintrag} other {# Einträge}}',
};
