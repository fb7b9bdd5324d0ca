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
  notReceived: {
    button: 'Nicht erhalten',
    label: '{amount} ({contract}) als nicht erhalten melden',
    title: 'Zahlung nicht erhalten',
    effects:
      '{amount} zu {contract} wurde als bezahlt erfasst (Referenz {reference}). Wenn Sie den Betrag als nicht erhalten melden, ist die Abrechnung wieder offen, ohne ihre Referenz, damit der Zahler sie erneut zahlt oder erfasst.',
    reason: 'Grund',
    reasonHint: 'Was Sie festgestellt haben, z. B. keine Überweisung mit dieser Referenz',
    submit: 'Als nicht erhalten melden',
    reported: 'Als nicht erhalten gemeldet',
    reportedText: '{amount} ({contract}) ist wieder offen.',
    failed: 'Die Meldung wurde nicht gesendet',
    failedFallback: 'Die Abrechnung wurde nicht aktualisiert',
  },
  confirm: { cancel: 'Abbrechen', cannotUndo: 'Dies kann nicht rückgängig gemacht werden.' },
  formDialog: {
    discardTitle: 'Änderungen verwerfen?',
    discardText: 'Dieses Formular enthält ungespeicherte Änderungen. Schließen und die Änderungen verwerfen?',
    keepEditing: 'Weiter bearbeiten',
    discard: 'Verwerfen',
  },
  notice: { close: 'Benachrichtigung schließen' },
  keyValueRows: {
    name: 'Bezeichnung',
    value: 'Wert',
    add: 'Zeile hinzufügen: {item}',
    remove: 'Zeile {n} entfernen: {item}',
    rowName: '{label}: Bezeichnung {n}',
    rowValue: '{label}: Wert {n}',
    nameRequired: 'Geben Sie einen Namen für diesen Wert ein',
    nameTaken: 'Jeder Name darf nur einmal vorkommen',
    nameReserved: '„{name}“ wird im Formular oben festgelegt',
  },
  dateTimeField: {
    openPicker: 'Datum und Uhrzeit wählen: {label}',
    openPickerUnnamed: 'Datum und Uhrzeit wählen',
    setTime: 'Datum und Uhrzeit übernehmen',
    hours: 'Stunden',
    minutes: 'Minuten',
    amPm: 'AM oder PM',
  },
  closeButtons: {
    notice: 'Hinweis schließen',
    dialog: 'Dialog schließen',
    date: 'Datum löschen',
    selection: 'Auswahl löschen',
  },
  signaturePad: {
    signatureOf: 'Unterschrift von {name}',
    label: 'Unterschriftenfeld',
    hint: 'Zeichnen Sie mit der Maus, einem Stift oder dem Finger.',
    clear: 'Löschen',
    strokes: '{count, plural, one {# Strich} other {# Striche}}',
  },
};
