/** English: the spec's exact texts. ICU MessageFormat: {name} for a value, {count, plural, one {…} other {…}}. */
export const dashboard = {};
