import type { Database } from '@energy/db/client';
import { contracts } from '@energy/db/schema/contracts';
import { rfqs } from '@energy/db/schema/rfqs';
import { users } from '@energy/db/schema/users';
import { offerInputSchema } from '@energy/domain/schemas/offer';
import { rfqCreateSchema, type TRfqCreateInput } from '@energy/domain/schemas/rfq';
import { count, eq, inArray } from 'drizzle-orm';
import { acceptOffer } from '../routers/offer/award.service';
import { counterOffer } from '../routers/offer/counter.service';
import { submitOffer } from '../routers/offer/offer.service';
import { cancelRfq, createRfq } from '../routers/rfq/rfq.service';
import { demoSign, demoSignByBoth } from './contract-signing';
import { scopeOf, type CallerScope } from '../scope';

const DAY = 86_400_000;
const days = (n: number) => new Date(Date.now() + n * DAY);

async function demoScopes(db: Database): Promise<Record<string, CallerScope>> {
  const rows = await db
    .select()
    .from(users)
    .where(inArray(users.username, ['buyer', 'supplier', 'supplier2']));
  return Object.fromEntries(rows.map((u) => [u.username, scopeOf({ ...u, organizationName: null })]));
}

const rfqInput = (input: TRfqCreateInput) => rfqCreateSchema().parse(input);
const offerInput = (rfqId: string, unitPrice: string, advancePayment: number, extra: Record<string, unknown> = {}) =>
  offerInputSchema().parse({
    rfqId,
    unitPrice,
    validUntil: days(25),
    paymentTerms: { method: 'bank_transfer', daysToPayment: 30, advancePayment },
    deliverySlots: [{ startTime: days(28), endTime: days(29) }],
    ...extra,
  });

/**
 * RFQs in every status with offers, counters, contracts and settlements, made through the same services
 * the API uses, so the demo obeys every rule. Runs once: nothing happens when RFQs exist.
 */
export async function seedProcurementDemo(db: Database): Promise<{ created: boolean }> {
  const [existing] = await db.select({ n: count() }).from(rfqs);
  if ((existing?.n ?? 0) > 0) return { created: false };
  const s = await demoScopes(db);
  const buyer = s.buyer;
  const supplier = s.supplier;
  const supplier2 = s.supplier2;
  if (!buyer || !supplier || !supplier2) return { created: false };
  const base = {
    unit: 'liters' as const,
    deliveryLocation: 'Ikeja, Lagos',
    deliveryDate: days(30).toISOString(),
    closeDate: days(10).toISOString(),
  };

  await createRfq(
    db,
    buyer,
    rfqInput({
      ...base,
      title: 'Natural gas feed for Q1 turbines',
      productType: 'natural-gas',
      quantity: 50000,
      unit: 'mmbtu',
    }),
  );

  const ago = await createRfq(
    db,
    buyer,
    rfqInput({
      ...base,
      title: 'AGO for Ikeja plant',
      productType: 'refined-products',
      refinedProductType: 'AGO',
      quantity: 45000,
      description: 'Monthly automotive gas oil for the backup generators.',
    }),
  );
  const agoOffer = await submitOffer(
    db,
    supplier,
    offerInput(ago.id, '1180', 20, {
      pricingBands: [
        { minQuantity: 0, maxQuantity: 29999, unitPrice: '1210' },
        { minQuantity: 30000, maxQuantity: 100000, unitPrice: '1165.50' },
      ],
    }),
  );
  await submitOffer(db, supplier2, offerInput(ago.id, '1199', 0, { notes: 'Delivery from Apapa depot' }));
  await counterOffer(db, buyer, agoOffer.id, { unitPrice: '1140.0000' }, 'Can you meet the Atlantic price less 3%?');

  const pms = await createRfq(
    db,
    buyer,
    rfqInput({
      ...base,
      title: 'PMS bulk supply, December',
      productType: 'refined-products',
      refinedProductType: 'PMS',
      quantity: 120000,
    }),
  );
  const pmsOffer = await submitOffer(db, supplier, offerInput(pms.id, '865', 25));
  await submitOffer(db, supplier2, offerInput(pms.id, '879.90', 10));
  const pmsContract = await acceptOffer(db, buyer, pmsOffer.id, pmsOffer.version, days(-12));
  // The demurrage a road delivery agrees (no screen sets contract terms yet): ₦25,000.00 an hour beyond 2 hours free.
  await db.update(contracts).set({ demurrageRate: 2_500_000 }).where(eq(contracts.id, pmsContract.contractId));
  // Signed by both parties, its order not yet confirmed: a settlement is recorded as paid on an active contract only (the fulfilment demo does).
  await demoSignByBoth(db, { buyer, supplier }, pmsContract.contractId);

  const crude = await createRfq(
    db,
    buyer,
    rfqInput({
      ...base,
      title: 'Bonny Light crude cargo',
      productType: 'crude-oil',
      quantity: 600000,
      unit: 'barrels',
      deliveryLocation: 'Bonny terminal',
    }),
  );
  const crudeOffer = await submitOffer(db, supplier2, offerInput(crude.id, '118500', 15, { currency: 'NGN' }));
  // Awarded ten days ago: its advance is now overdue, so the dashboards show an overdue contract.
  const crudeContract = await acceptOffer(db, buyer, crudeOffer.id, crudeOffer.version, days(-10));
  // Still a draft: the buyer has signed, the supplier's signature is awaited.
  await demoSign(db, buyer, crudeContract.contractId);

  const power = await createRfq(
    db,
    buyer,
    rfqInput({ ...base, title: 'Backup electricity supply', productType: 'electricity', quantity: 900, unit: 'mwh' }),
  );
  await submitOffer(db, supplier, offerInput(power.id, '96000', 0));
  await cancelRfq(db, buyer, power.id, 'Grid connection restored');

  const atk = await createRfq(
    db,
    buyer,
    rfqInput({
      ...base,
      title: 'ATK for corporate fleet',
      productType: 'refined-products',
      refinedProductType: 'ATK',
      quantity: 80000,
      terms: { sealedBids: true },
    }),
  );
  await submitOffer(db, supplier2, offerInput(atk.id, '1320', 30));
  return { created: true };
}
