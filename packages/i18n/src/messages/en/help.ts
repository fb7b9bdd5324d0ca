/** English: the spec's exact texts. ICU MessageFormat: {name} for a value, {count, plural, one {…} other {…}}. */
export const help = {
  title: 'Help Center',
  subtitle: "Guides, answers to common questions, and the platform's policies and terms.",
  search: 'Search help',
  loading: 'Loading articles...',
  loadFailed: 'Failed to load help articles',
  empty: 'No articles yet',
  emptyText: 'Published help articles, FAQ, policies and terms will appear here.',
  type: 'Type',
  articles: 'Help articles',
  article: {
    back: 'Back to Help Center',
    loading: 'Loading article...',
    unavailable: 'This article is not available',
  },
  terms: {
    title: 'Terms of Service',
    back: 'Back to sign in',
    loading: 'Loading terms...',
    loadFailed: 'Failed to load the terms',
    none: 'The terms have not been published yet.',
  },
};
