import { z } from 'zod';
import { zPage } from '@energy/domain/schemas/paging';
import {
  ZFxRate,
  ZFxRateListInput,
  ZFxRatesInput,
  ZPosted,
  ZPriceIndex,
  ZPriceIndexInput,
  ZPriceIndexList,
  ZPriceIndexUpdateInput,
  ZPriceQuote,
  ZQuoteListInput,
  ZQuotesInput,
} from '@energy/domain/schemas/pricing';
import { actionProcedure, grantProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { seedPricingDemo } from '../../seed/pricing-demo';
import { router } from '../../trpc';
import {
  createIndex,
  indexRows,
  pageFxRates,
  pageQuotes,
  postFxRates,
  postQuotes,
  updateIndex,
} from './pricing.service';

/**
 * Pricing: price indices with their daily quotes, and daily reference FX rates. Every signed-in role reads them
 * (`pricing:read`); admins keep them (`pricing:manage`). Posting quotes or rates is all or nothing, and a day posted
 * again replaces its value, audited.
 */
export const pricingRouter = router({
  indices: grantProcedure('pricing:read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/price-indices',
        summary: 'Every price index, by code, each with its latest quote (`latestValue`, `latestDate`)',
      },
    })
    .input(z.void())
    .output(ZPriceIndexList)
    .query(({ ctx }) => indexRows(ctx.db, scopeOf(ctx.user))),
  createIndex: actionProcedure('priceIndex.create')
    .meta({
      rest: {
        method: 'post',
        path: '/api/price-indices',
        status: 201,
        summary:
          'Create a price index (unique code; `currency` and `unit` make its price unit: USD/bbl, USD/t, NGN/l, USD/mmbtu or USD/MWh), admin only',
      },
    })
    .input(ZPriceIndexInput)
    .output(ZPriceIndex)
    .mutation(({ ctx, input }) => createIndex(ctx.db, scopeOf(ctx.user), input)),
  updateIndex: actionProcedure('priceIndex.update')
    .meta({
      rest: {
        method: 'patch',
        path: '/api/price-indices/{id}',
        summary: "Change a price index's name, publisher, price unit or whether it is active, admin only",
      },
    })
    .input(ZPriceIndexUpdateInput)
    .output(ZPriceIndex)
    .mutation(({ ctx, input }) => updateIndex(ctx.db, scopeOf(ctx.user), input)),
  postQuotes: actionProcedure('priceIndex.postQuotes')
    .meta({
      rest: {
        method: 'post',
        path: '/api/price-indices/{id}/quotes',
        creates: true,
        summary:
          'Post 1 to 1000 daily quotes (`{ date: "YYYY-MM-DD", value: "812.25" }`), all or nothing; a day posted again replaces its value (audited), admin only',
      },
    })
    .input(ZQuotesInput)
    .output(ZPosted)
    .mutation(({ ctx, input }) => postQuotes(ctx.db, scopeOf(ctx.user), input)),
  quotes: grantProcedure('pricing:read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/price-indices/{id}/quotes',
        query: true,
        paged: true,
        summary: "A price index's daily quotes from `from` to `to` (days, both included), newest first",
      },
    })
    .input(ZQuoteListInput)
    .output(zPage(ZPriceQuote))
    .query(({ ctx, input }) => pageQuotes(ctx.db, input)),
  fxRates: grantProcedure('pricing:read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/fx-rates',
        query: true,
        paged: true,
        summary:
          'Daily reference FX rates (one `base` costs `rate` `quote`), by `base`, `quote`, `from` and `to`, newest first',
      },
    })
    .input(ZFxRateListInput)
    .output(zPage(ZFxRate))
    .query(({ ctx, input }) => pageFxRates(ctx.db, input)),
  postFxRates: actionProcedure('fxRate.post')
    .meta({
      rest: {
        method: 'post',
        path: '/api/fx-rates',
        creates: true,
        summary:
          'Post 1 to 1000 daily FX rates (`{ base, quote, date, rate: "1530.25" }`), all or nothing; a pair\'s day posted again replaces its rate (audited), admin only',
      },
    })
    .input(ZFxRatesInput)
    .output(ZPosted)
    .mutation(({ ctx, input }) => postFxRates(ctx.db, scopeOf(ctx.user), input)),
});

/** Its demo records on a fresh `npm start` (KIND_DEMOS). */
export const demo = seedPricingDemo;
