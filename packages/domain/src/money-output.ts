import { z } from 'zod';
import { MONEY_META_KEY, type MoneyExtension } from './money-input';

/**
 * Money in answers (issue 32 item 4): an integer whose unit the OpenAPI document states in `x-money`, as the inputs'
 * (money-input.ts). `currencyField` names the sibling field holding the currency, when the object has one.
 */
function moneyOutput(money: MoneyExtension) {
  return z
    .number()
    .int()
    .meta({ [MONEY_META_KEY]: money });
}

/** An amount in integer minor units of the currency (₦1,250.00 is 125000). */
export const minorUnits = (currencyField?: string) =>
  moneyOutput({ unit: 'minor', scale: 2, ...(currencyField ? { currencyField } : {}) });

/** A unit price or differential in integer ten-thousandths of the currency unit (₦650.50 per litre is 6505000). */
export const tenThousandths = (currencyField?: string) =>
  moneyOutput({ unit: 'ten-thousandths', scale: 4, ...(currencyField ? { currencyField } : {}) });
