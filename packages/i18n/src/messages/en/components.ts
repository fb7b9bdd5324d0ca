/** English: the spec's exact texts. ICU MessageFormat: {name} for a value, {count, plural, one {…} other {…}}. */
export const components = {
  dataTable: {
    all: 'All',
    actions: 'Actions',
  },
  filterEmpty: {
    title: 'No matches',
    description: 'Nothing matches this search or these filters.',
    clear: 'Clear filters',
  },
  exportCsv: {
    button: 'Export CSV',
    title: 'Download every row of this view as CSV (at most 100,000 rows)',
  },
  loadMore: {
    button: 'Load more',
    shown: 'Showing {shown, number} of {total, number}',
  },
  fullPageLoader: { loading: 'Loading session' },
  pageError: { title: 'This page could not be shown', reload: 'Reload the page' },
  notReceived: {
    button: 'Not Received',
    label: 'Report {amount} ({contract}) not received',
    title: 'Payment not received',
    effects:
      '{amount} on {contract} was recorded as paid (reference {reference}). Reporting it not received makes the settlement pending again, without its reference, for the payer to pay or record it again.',
    reason: 'Reason',
    reasonHint: 'What you found, e.g. no transfer with this reference',
    submit: 'Report Not Received',
    reported: 'Reported Not Received',
    reportedText: '{amount} ({contract}) is pending again.',
    failed: 'The report was not sent',
    failedFallback: 'The settlement was not updated',
  },
  confirm: { cancel: 'Cancel', cannotUndo: 'This cannot be undone.' },
  formDialog: {
    discardTitle: 'Discard changes?',
    discardText: 'You have changes in this form that have not been saved. Close it and lose them?',
    keepEditing: 'Keep Editing',
    discard: 'Discard',
  },
  notice: { close: 'Close notification' },
  /** A form's name–value rows (an RFQ's specifications and terms). */
  keyValueRows: {
    name: 'Name',
    value: 'Value',
    add: 'Add {item}',
    remove: 'Remove {item} row {n}',
    rowName: '{label} name {n}',
    rowValue: '{label} value {n}',
    nameRequired: 'Enter a name for this value',
    nameTaken: 'Each name may appear once',
    nameReserved: '"{name}" is set by the form above',
  },
  /** A typed or picked date and time. */
  dateTimeField: {
    openPicker: 'Pick {label} date and time',
    openPickerUnnamed: 'Pick the date and time',
    setTime: 'Set date and time',
    hours: 'Hours',
    minutes: 'Minutes',
    amPm: 'AM or PM',
  },
  /** The names of Mantine's icon-only close and clear buttons (theme.ts gives them in English). */
  closeButtons: {
    notice: 'Close notice',
    dialog: 'Close dialog',
    date: 'Clear date',
    selection: 'Clear selection',
  },
  signaturePad: {
    signatureOf: 'Signature of {name}',
    label: 'Signature pad',
    hint: 'Draw with a mouse, a pen or a finger.',
    clear: 'Clear',
    strokes: '{count, plural, one {# stroke} other {# strokes}}',
  },
};
