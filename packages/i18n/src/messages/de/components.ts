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
  fullPageLoader: { loading: 'Sitzung wird geladen' },
  pageError: { title: 'Diese Seite konnte nicht angezeigt werden', reload: 'Seite neu laden' },
  confirm: { cancel: 'Abbrechen', cannotUndo: 'Dies kann nicht rückgängig gemacht werden.' },
  formDialog: {
    discardTitle: 'Änderungen verwerfen?',
    discardText: 'Dieses Formular enthält ungespeicherte Änderungen. Schließen und die Änderungen verwerfen?',
    keepEditing: 'Weiter bearbeiten',
    discard: 'Verwerfen',
  },
  notice: { close: 'Benachrichtigung schließen' },
  signaturePad: {
    label: 'Unterschriftenfeld',
    hint: 'Zeichnen Sie mit der Maus, einem Stift oder dem Finger.',
    clear: 'Löschen',
    strokes: '{count, plural, one {# Strich} other {# Striche}}',
  },
};
