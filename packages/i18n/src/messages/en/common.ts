/** English: the spec's exact texts. ICU MessageFormat: {name} for a value, {count, plural, one {…} other {…}}. */
export const common = {
  actions: {
    save: 'Save',
    cancel: 'Cancel',
    close: 'Close',
    submit: 'Submit',
    edit: 'Edit',
    delete: 'Delete',
    confirm: 'Confirm',
    back: 'Back',
    retry: 'Try again',
    search: 'Search',
    export: 'Export CSV',
  },
  states: {
    loading: 'Loading…',
    noResults: 'No results',
  },
  /** A calendar's month, year and decade steps (every date picker and calendar). */
  calendar: {
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    previousYear: 'Previous year',
    nextYear: 'Next year',
    previousDecade: 'Previous decade',
    nextDecade: 'Next decade',
  },
  language: 'Language',
  itemCount: '{count, plural, one {# item} other {# items}}',
};
