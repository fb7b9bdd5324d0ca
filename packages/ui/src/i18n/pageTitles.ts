// English's page titles alone: the first page needs them, not the rest of its catalogue (loaded with the page).
import { layout } from '@energy/i18n/messages/en/layout';
import { pageKey } from '@energy/i18n/page-titles';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export { pageKey };

const has = (tree: Readonly<Record<string, string>>, key: string): boolean => Object.hasOwn(tree, key);

/** Whether the catalogue names this page title or navigation label (the test's check). */
export const hasPageTitle = (english: string): boolean => has(layout.pages, pageKey(english));

/** Whether the catalogue names this sidebar group. */
export const hasGroupName = (english: string): boolean => has(layout.groups, pageKey(english));

/**
 * Page titles, navigation labels and sidebar groups in the page's language; words the catalogue does not know
 * (a record's name in the breadcrumb) stay as they are.
 */
export function usePageTitles(): { title: (english: string) => string; group: (english: string) => string } {
  const { t, i18n } = useTranslation();
  const title = useCallback(
    (english: string) =>
      translated(t, i18n, hasPageTitle(english) ? `layout.pages.${pageKey(english)}` : null, english),
    [t, i18n],
  );
  const group = useCallback(
    (english: string) =>
      translated(t, i18n, hasGroupName(english) ? `layout.groups.${pageKey(english)}` : null, english),
    [t, i18n],
  );
  return { title, group };
}

/** The message of a key, or the English words outside a language provider (a bare render in a test). */
function translated(
  t: unknown,
  i18n: { exists?: (key: string) => boolean } | undefined,
  key: string | null,
  english: string,
) {
  return key && typeof i18n?.exists === 'function' && i18n.exists(key) ? (t as (key: string) => string)(key) : english;
}
