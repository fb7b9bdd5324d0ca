import type { Catalogue } from '../en';

export const help: Catalogue['help'] = {
  title: 'Hilfecenter',
  subtitle: 'Anleitungen, Antworten auf häufige Fragen sowie die Richtlinien und Bedingungen der Plattform.',
  search: 'Hilfe durchsuchen',
  loading: 'Artikel werden geladen...',
  loadFailed: 'Hilfeartikel konnten nicht geladen werden',
  empty: 'Noch keine Artikel',
  emptyText: 'Veröffentlichte Hilfeartikel, häufige Fragen, Richtlinien und Bedingungen erscheinen hier.',
  type: 'Typ',
  articles: 'Hilfeartikel',
  article: {
    back: 'Zurück zum Hilfecenter',
    loading: 'Artikel wird geladen...',
    unavailable: 'Dieser Artikel ist nicht verfügbar',
  },
  terms: {
    title: 'Nutzungsbedingungen',
    back: 'Zurück zur Anmeldung',
    loading: 'Bedingungen werden geladen...',
    loadFailed: 'Die Bedingungen konnten nicht geladen werden',
    none: 'Die Bedingungen wurden noch nicht veröffentlicht.',
  },
};
