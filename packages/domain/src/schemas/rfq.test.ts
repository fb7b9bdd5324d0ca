import { describe, expect, it } from 'vitest';
import { RFQ_MESSAGES, rfqCreateSchema } from './rfq';

// The cross-field rules of the Create RFQ form, checked here instead of by typing dates into the screen.
const NOW = new Date('2026-06-01T12:00:00Z');
const schema = rfqCreateSchema(() => NOW);
const day = (offset: number) => new Date(NOW.getTime() + offset * 86_400_000).toISOString();

const valid = {
  title: 'AGO for depot',
  productType: 'crude-oil',
  quantity: '250000',
  unit: 'barrels',
  deliveryLocation: 'Apapa, Lagos',
  deliveryDate: day(40),
  closeDate: day(10),
};

function issuesOf(input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

describe('rfqCreateSchema', () => {
  it('accepts a valid RFQ and fills empty specifications and terms', () => {
    expect(schema.parse(valid)).toMatchObject({
      title: 'AGO for depot',
      quantity: 250000,
      specifications: {},
      terms: {},
    });
  });

  it('names every required field with its own message', () => {
    expect(issuesOf({})).toEqual([
      { path: 'title', message: RFQ_MESSAGES.titleRequired },
      { path: 'productType', message: RFQ_MESSAGES.productTypeRequired },
      { path: 'quantity', message: RFQ_MESSAGES.quantityRequired },
      { path: 'unit', message: RFQ_MESSAGES.unitRequired },
      { path: 'deliveryLocation', message: RFQ_MESSAGES.deliveryLocationRequired },
      { path: 'deliveryDate', message: RFQ_MESSAGES.deliveryDateRequired },
      { path: 'closeDate', message: RFQ_MESSAGES.closeDateRequired },
    ]);
  });

  it('refuses a close date after the delivery date', () => {
    expect(issuesOf({ ...valid, closeDate: day(41) })).toEqual([
      { path: 'closeDate', message: RFQ_MESSAGES.closeAfterDelivery },
    ]);
  });

  it('accepts a close date on the delivery date', () => {
    expect(issuesOf({ ...valid, closeDate: day(40) })).toEqual([]);
  });

  it('refuses delivery and close dates that are not in the future', () => {
    expect(issuesOf({ ...valid, deliveryDate: NOW.toISOString(), closeDate: day(-1) })).toEqual([
      { path: 'deliveryDate', message: RFQ_MESSAGES.deliveryDateFuture },
      { path: 'closeDate', message: RFQ_MESSAGES.closeDateFuture },
    ]);
  });

  it('refuses a quantity of 0', () => {
    expect(issuesOf({ ...valid, quantity: '0' })).toEqual([
      { path: 'quantity', message: RFQ_MESSAGES.quantityPositive },
    ]);
  });

  it('requires the refined product type for refined products, and carries it inside specifications', () => {
    expect(issuesOf({ ...valid, productType: 'refined-products' })).toEqual([
      { path: 'refinedProductType', message: RFQ_MESSAGES.refinedProductRequired },
    ]);
    const parsed = schema.parse({ ...valid, productType: 'refined-products', refinedProductType: 'AGO' });
    expect(parsed.specifications).toEqual({ refinedProductType: 'AGO' });
  });

  it('refuses a buyer organization that is not an id', () => {
    expect(issuesOf({ ...valid, buyerOrgId: 'lagos' })).toEqual([
      { path: 'buyerOrgId', message: 'Buyer organization not found' },
    ]);
  });
});
