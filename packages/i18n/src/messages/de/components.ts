import type { Catalogue } from '../en';

export const components: Catalogue['components'] = {
  dataTable: {
    all: 'Alle',
    actions: 'Aktionen',
  },
  filterEmpty: {
    title: 'Keine Treffer',
    description: 'Nichts entspricht dieser Suche oder diesen Filtern.',
    clear: 'Filter zurücksetzen',
  },
  exportCsv: {
    button: 'CSV exportieren',
    title: 'Alle Zeilen dieser Ansicht als CSV herunterladen (höchstens 100.000 Zeilen)',
  },
  loadMore: {
    button: 'Mehr laden',
    shown: '{shown, number} von {total, number} angezeigt',
  },
};
