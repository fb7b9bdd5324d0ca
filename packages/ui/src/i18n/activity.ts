import { activityLabel, humanizeCode, recordTypeLabel } from '@energy/domain/activity-labels';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface ActivityLabels {
  /** An audit action in the page's language: "user.login" reads "Signed in", "offer.submitted" "Offer submitted". */
  action(code: string): string;
  /** A record type in the page's language, inside a sentence: "feature_flag" reads "feature flag". */
  recordType(entityType: string): string;
}

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** A catalogue key's part: a code with a dot or a colon in it would read as a deeper key or a namespace. */
const plain = (code: string): boolean => /^[A-Za-z0-9_-]+$/.test(code);

/**
 * The audit log's words in the page's language (catalogue area `activity`). English reads exactly as the domain's
 * activityLabel and recordTypeLabel; a record or verb the catalogue does not know keeps the domain's English words.
 */
export function useActivityLabels(): ActivityLabels {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const lookup = t as unknown as (key: string, values?: Record<string, string>) => string;
    // Outside a language provider (a bare render in a test) there is no catalogue: English.
    const known = (key: string) => typeof i18n?.exists === 'function' && i18n.exists(key);
    const word = (area: 'record' | 'verb' | 'subject', code: string): string | null =>
      plain(code) && known(`activity.${area}.${code}`) ? lookup(`activity.${area}.${code}`) : null;
    const recordType = (entityType: string) => word('record', entityType) ?? recordTypeLabel(entityType);
    const action = (code: string): string => {
      const [record = code, verb] = code.split('.');
      if (!known('activity.action')) return activityLabel(code);
      if (verb && plain(record) && plain(verb) && known(`activity.known.${record}.${verb}`))
        return lookup(`activity.known.${record}.${verb}`);
      const subject = word('subject', record) ?? word('record', record) ?? humanizeCode(record);
      if (!verb) return capitalized(subject);
      return capitalized(
        lookup('activity.action', { record: subject, verb: word('verb', verb) ?? humanizeCode(verb) }),
      );
    };
    return { action, recordType };
  }, [t, i18n]);
}
