// English's labels alone: the first page needs them, not the rest of its catalogue (loaded with the page).
import { labels } from '@energy/i18n/messages/en/labels';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The kinds of values the catalogue's `labels` area names: statuses, roles, product types, categories, ... */
export type LabelKind = keyof typeof labels;

/** The values a kind names, e.g. the roles for 'role'. */
export type LabelValue<K extends LabelKind> = keyof (typeof labels)[K] & string;

/**
 * A status in English, for callers outside React (and the words of a value the catalogue does not know):
 * "pod_confirmed" reads "POD Confirmed", "in_transit" reads "In Transit", others are capitalised.
 * In a component, useLabels().status speaks the page's language.
 */
export const statusLabel = (status: string): string => {
  const english: Readonly<Record<string, string>> = labels.status;
  return Object.hasOwn(english, status)
    ? (english[status] as string)
    : status.charAt(0).toUpperCase() + status.slice(1).replace(/[_-]/g, ' ');
};

export interface Labels {
  /**
   * A status (or another code a badge shows) in the page's language; a value the catalogue does not know reads
   * as the English badges read it ("some_state" → "Some state").
   */
  status(value: string): string;
  /** A value of a kind in the page's language; an unknown value reads as `status` reads it. */
  of<K extends LabelKind>(kind: K, value: LabelValue<K> | (string & {})): string;
  /** Select or filter options for a list of values, labelled in the page's language. */
  options<K extends LabelKind, V extends string>(kind: K, values: readonly V[]): { value: V; label: string }[];
}

/**
 * The words for record values (statuses, roles, product types, document categories, payment methods, ...) in the
 * page's language: `labels.status('in_transit')`, `labels.of('role', 'buyer')`, `labels.options('productType', PRODUCT_TYPES)`.
 * English reads exactly as the domain's label maps (ROLE_LABELS, PRODUCT_TYPE_LABELS, ...) and statusLabel do.
 */
export function useLabels(): Labels {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const lookup = t as unknown as (key: string) => string;
    // Outside a language provider (a bare render in a test) there is no catalogue: English.
    const known = (key: string) => typeof i18n?.exists === 'function' && i18n.exists(key);
    const of = (kind: LabelKind, value: string): string => {
      if (!value || value.includes('.') || value.includes(':')) return statusLabel(value);
      if (known(`labels.${kind}.${value}`)) return lookup(`labels.${kind}.${value}`);
      if (known(`labels.status.${value}`)) return lookup(`labels.status.${value}`);
      return statusLabel(value);
    };
    return {
      status: (value) => of('status', value),
      of,
      options: (kind, values) => values.map((value) => ({ value, label: of(kind, value) })),
    };
  }, [t, i18n]);
}
