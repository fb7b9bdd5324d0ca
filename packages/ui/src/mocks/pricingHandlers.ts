import { PRICING_MESSAGES, type TPosted, type TPriceIndex } from '@energy/domain/schemas/pricing';
import { priceIndexList, quotesByIndex, QUOTES_POSTED } from './fixtures/pricing';
import { mockPage, serverError, trpcMsw } from './handlers';

const pendingForever = <T>(): Promise<T> => new Promise<T>(() => undefined);
const NOW = '2026-11-27T09:00:00.000Z';
const NEW_ID = '1dec0000-0000-4000-8000-000000000099';

/** Price indices and their quotes (pricing router), as the server answers an admin. */
export const pricingHandlers = {
  indices: (list: TPriceIndex[] = priceIndexList) => trpcMsw.pricing.indices.query(() => list),
  indicesLoading: () => trpcMsw.pricing.indices.query(() => pendingForever()),
  indicesFail: () =>
    trpcMsw.pricing.indices.query(() => {
      throw serverError('INTERNAL_SERVER_ERROR', 'The server is unavailable');
    }),
  /** One index's quotes between `from` and `to`, newest first unless asked otherwise, paged. */
  quotes: (byIndex = quotesByIndex) =>
    trpcMsw.pricing.quotes.query(({ input }) => {
      if (!input) return mockPage([]);
      const quotes = (byIndex[input.id] ?? []).filter(
        (q) => (!input.from || q.date >= input.from) && (!input.to || q.date <= input.to),
      );
      return mockPage(input.order === 'asc' ? [...quotes].reverse() : quotes, input);
    }),
  quotesLoading: () => trpcMsw.pricing.quotes.query(() => pendingForever()),
  createSucceeds: () =>
    trpcMsw.pricing.createIndex.mutation(({ input }) => ({
      id: NEW_ID,
      code: input.code,
      name: input.name,
      publisher: input.publisher,
      currency: input.currency,
      unit: input.unit,
      priceUnit: 'USD/bbl',
      active: input.active ?? true,
      latestValue: null,
      latestDate: null,
      createdAt: NOW,
      updatedAt: NOW,
      allowedActions: ['priceIndex.update', 'priceIndex.postQuotes'],
    })),
  /** A code another index has: 409 on the code field. */
  createFails: (message: string = PRICING_MESSAGES.duplicateCode) =>
    trpcMsw.pricing.createIndex.mutation(() => {
      throw serverError('CONFLICT', message, [{ path: 'code', message }]);
    }),
  updateSucceeds: () =>
    trpcMsw.pricing.updateIndex.mutation(({ input }) => {
      const index = priceIndexList.find((i) => i.id === input.id) ?? (priceIndexList[0] as TPriceIndex);
      return { ...index, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) };
    }),
  postQuotesSucceeds: (posted: TPosted = QUOTES_POSTED) => trpcMsw.pricing.postQuotes.mutation(() => posted),
  /** The server's 400 naming rows (`quotes.N.field`). */
  postQuotesFails: (details: { path: string; message: string }[]) =>
    trpcMsw.pricing.postQuotes.mutation(() => {
      throw serverError('BAD_REQUEST', details[0]?.message ?? PRICING_MESSAGES.valueInvalid, details);
    }),
};
