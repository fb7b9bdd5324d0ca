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
  /** A calendar's month, year and decade steps (every date picker and calendar). */
  calendar: {
    previousMonth: 'Vorheriger Monat',
    nextMonth: 'Nächster Monat',
    previousYear: 'Vorheriges Jahr',
    nextYear: 'Nächstes Jahr',
    previousDecade: 'Vorheriges Jahrzehnt',
    nextDecade: 'Nächstes Jahrzehnt',
  },
  language: 'Sprache',
  itemCount: '{count, plural, one {# Eintrag} other {# Einträge}}',
};
