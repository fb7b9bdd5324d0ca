import type { StoredNotificationText } from '@energy/db/schema/notifications';
import { ZDomainEvent } from '@energy/domain/schemas/events';
import type { Language } from '@energy/i18n/languages';
import { z } from 'zod';
import type { Phrase, RecordFacts } from './facts';
import { notificationText, rfqDigestText, type TextContext, type TextEvent } from './texts';

/**
 * A notification's text kept without its words (notifications.text): the event's type (its catalogue key) and the
 * values its words are built from, each as the facts give them (record names as phrases of the catalogue, amounts in
 * minor units, the counterparty's name, the payload's strings), or the hour's digest of new RFQs. Rendered again on
 * every read, in the reader's language of the moment: a user who switches language reads old notifications in the
 * new one. The title and message written beside it stay what the mail said.
 */
export type NotificationTextSource =
  | { key: typeof DIGEST_KEY; values: { items: DigestItem[] } }
  | {
      key: string;
      values: {
        entityType: TextEvent['entityType'];
        payload: Record<string, string>;
        record: Pick<RecordFacts, 'name' | 'amount' | 'detail'> | null;
        counterparty: string | null;
      };
    };

interface DigestItem {
  number: string;
  title: string;
  buyer: string;
}

/** The digest's key: no event type has a third part. */
const DIGEST_KEY = 'rfq.digest.hourly';

// Every phrase key, once: `satisfies` fails the build when facts.ts names one more or one fewer.
const PHRASE_KEYS = {
  rfq: true,
  contract: true,
  settlement: true,
  order: true,
  shipment: true,
  payment: true,
  tender: true,
  job: true,
} as const satisfies Record<Phrase['key'], true>;

const ZPhrase = z.object({
  key: z.enum(Object.keys(PHRASE_KEYS) as [Phrase['key'], ...Phrase['key'][]]),
  values: z.record(z.string(), z.string()),
});

const ZDigestText = z.object({
  key: z.literal(DIGEST_KEY),
  values: z.object({ items: z.array(z.object({ number: z.string(), title: z.string(), buyer: z.string() })) }),
});

const ZEventText = z.object({
  key: ZDomainEvent.shape.type,
  values: z.object({
    entityType: ZDomainEvent.shape.entityType,
    payload: z.record(z.string(), z.string()),
    record: z
      .object({
        name: ZPhrase.nullable(),
        amount: z.object({ minor: z.number(), currency: z.string() }).nullable(),
        detail: z
          .object({ quantity: z.string(), unit: z.string(), productType: z.string(), closeDate: z.string() })
          .optional(),
      })
      .nullable(),
    counterparty: z.string().nullable(),
  }),
});

/** The stored text of an event's notification for one recipient (the counterparty is theirs). */
export function eventTextSource(
  event: TextEvent,
  context: TextContext,
): NotificationTextSource & StoredNotificationText {
  const payload = Object.fromEntries(
    Object.entries(event.payload).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  const record = context.record
    ? {
        name: context.record.name,
        amount: context.record.amount,
        ...(context.record.detail ? { detail: context.record.detail } : {}),
      }
    : null;
  return {
    key: event.type,
    values: { entityType: event.entityType, payload, record, counterparty: context.counterparty },
  };
}

/** The stored text of the hour's digest of new RFQs. */
export function digestTextSource(items: readonly DigestItem[]): NotificationTextSource & StoredNotificationText {
  return { key: DIGEST_KEY, values: { items: items.map(({ number, title, buyer }) => ({ number, title, buyer })) } };
}

/**
 * The title and message of a stored text in `language`, or null when the row has none (written before texts were
 * kept) or one this version cannot read: the row's written title and message are shown then.
 */
export function renderStoredText(
  stored: StoredNotificationText | null,
  language: Language,
): { title: string; message: string } | null {
  if (stored === null) return null;
  const digest = ZDigestText.safeParse(stored);
  if (digest.success) {
    const { title, message } = rfqDigestText(digest.data.values.items, language);
    return { title, message };
  }
  const parsed = ZEventText.safeParse(stored);
  if (!parsed.success) return null;
  const { key, values } = parsed.data;
  const text = notificationText(
    { type: key, entityType: values.entityType, payload: values.payload },
    { record: values.record ?? undefined, counterparty: values.counterparty },
    language,
  );
  return { title: text.title, message: text.message };
}
