import type { Executor } from '@energy/db/client';
import { refreshIndicativeOffers } from '../offer/offer.indicative';
import { fixFinalPrices } from '../contract/contract.final-price';

/** What a post changed: the quotes of these indices, and/or FX rates. */
export interface PostedPrices {
  indexIds?: string[];
  fx?: boolean;
}

/**
 * Everything priced from quotes and rates, priced again in the posting's own transaction, so that no reader sees new
 * quotes beside old figures: the indicative prices of the open formula offers. Called by postQuotes and postFxRates.
 */
export async function repriceAfterPosting(tx: Executor, posted: PostedPrices): Promise<void> {
  await refreshIndicativeOffers(tx, posted);
  // Formula contracts whose pricing period is now complete get their final price; the others their count of quotes.
  await fixFinalPrices(tx, posted);
}
