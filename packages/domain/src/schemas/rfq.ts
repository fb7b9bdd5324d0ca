import { z } from 'zod';
import { ZAllowedActions } from '../actions/catalog';
import { PRODUCT_TYPES, REFINED_PRODUCTS, RFQ_STATUSES, UNITS } from '../constants';
import { zPagedListInput } from './paging';
import { ZDeliveryTerms, ZDeliveryTermsInput } from './delivery-terms';
import { boundedDate, freeFormAnswer, freeFormRecord, multiLineText, quantity, singleLineText } from './primitives';
import { RFQ_SORTS } from '../list-sorts';

export { RFQ_SORTS } from '../list-sorts';

/** The exact RFQ form texts of spec 000 §5; the last four are ours, in the spec's tone. */
export const RFQ_MESSAGES = {
  titleRequired: 'Title is required',
  productTypeRequired: 'Product type is required',
  refinedProductRequired: 'Please select a refined product type',
  quantityRequired: 'Quantity is required',
  unitRequired: 'Unit is required',
  deliveryLocationRequired: 'Delivery location is required',
  deliveryDateRequired: 'Delivery date is required',
  closeDateRequired: 'Close date is required',
  quantityPositive: 'Quantity must be greater than 0',
  deliveryDateFuture: 'Delivery date must be in the future',
  closeDateFuture: 'Close date must be in the future',
  closeAfterDelivery: 'Close date must be on or before the delivery date',
} as const;

/** "quantity (text or number)": a positive number, sent either way. */
const rfqQuantity = quantity({ required: RFQ_MESSAGES.quantityRequired, invalid: RFQ_MESSAGES.quantityPositive });

const RFQ_FIELDS = {
  title: singleLineText(200, RFQ_MESSAGES.titleRequired),
  description: multiLineText(5000).optional(),
  productType: z.enum(PRODUCT_TYPES, { message: RFQ_MESSAGES.productTypeRequired }),
  refinedProductType: z.enum(REFINED_PRODUCTS, { message: RFQ_MESSAGES.refinedProductRequired }).optional(),
  quantity: rfqQuantity,
  unit: z.enum(UNITS, { message: RFQ_MESSAGES.unitRequired }),
  deliveryLocation: singleLineText(300, RFQ_MESSAGES.deliveryLocationRequired),
  deliveryDate: boundedDate(RFQ_MESSAGES.deliveryDateRequired),
  closeDate: boundedDate(RFQ_MESSAGES.closeDateRequired),
  specifications: freeFormRecord().optional(),
  terms: freeFormRecord().optional(),
  /** The delivery terms the contract will carry unless the accepted offer proposes its own; each left out: its default. */
  deliveryTerms: ZDeliveryTermsInput.optional(),
  /** Admins only: the buyer organization the RFQ is raised for (buyers raise RFQs for their own). */
  buyerOrgId: z.uuid('Buyer organization not found').optional(),
};

/** Create RFQ (POST /api/rfq/rfqs). `now` is injectable so tests can pin the clock. */
export function rfqCreateSchema(now: () => Date = () => new Date()) {
  return z
    .strictObject(RFQ_FIELDS)
    .superRefine((rfq, ctx) => {
      const refined = rfq.refinedProductType ?? rfq.specifications?.refinedProductType;
      if (rfq.productType === 'refined-products' && !(REFINED_PRODUCTS as readonly unknown[]).includes(refined)) {
        ctx.addIssue({ code: 'custom', path: ['refinedProductType'], message: RFQ_MESSAGES.refinedProductRequired });
      }
      const current = now();
      if (rfq.deliveryDate <= current) {
        ctx.addIssue({ code: 'custom', path: ['deliveryDate'], message: RFQ_MESSAGES.deliveryDateFuture });
      }
      if (rfq.closeDate <= current) {
        ctx.addIssue({ code: 'custom', path: ['closeDate'], message: RFQ_MESSAGES.closeDateFuture });
      }
      if (rfq.closeDate > rfq.deliveryDate) {
        ctx.addIssue({ code: 'custom', path: ['closeDate'], message: RFQ_MESSAGES.closeAfterDelivery });
      }
    })
    .transform(({ refinedProductType, specifications, ...rfq }) => {
      // Spec 000 §7: the refined product type travels inside specifications.
      const refined = refinedProductType ?? specifications?.refinedProductType;
      const specs =
        rfq.productType === 'refined-products' && refined !== undefined
          ? { ...specifications, refinedProductType: refined }
          : specifications;
      return { ...rfq, specifications: specs ?? {}, terms: rfq.terms ?? {} };
    });
}
export const ZRfqCreateInput = rfqCreateSchema();
export type TRfqCreateInput = z.input<typeof ZRfqCreateInput>;

export const ZRfq = z.object({
  id: z.string(),
  rfqNumber: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  productType: z.enum(PRODUCT_TYPES),
  refinedProductType: z.string().nullable(),
  quantity: z.string(),
  unit: z.enum(UNITS),
  deliveryLocation: z.string(),
  deliveryDate: z.string(),
  closeDate: z.string(),
  specifications: freeFormAnswer(),
  terms: freeFormAnswer(),
  /** Quantity tolerance, basis, allowed transit loss, free time and demurrage rate (delivery-terms.ts). */
  deliveryTerms: ZDeliveryTerms,
  status: z.enum(RFQ_STATUSES),
  sealedBids: z.boolean(),
  buyerOrgId: z.string(),
  buyerOrgName: z.string(),
  buyerOrgVerified: z.boolean(),
  /** Offers the caller may see: all for the buyer, only its own for a supplier. */
  visibleOfferCount: z.number().int(),
  /** Has the caller's organization quoted on it (suppliers). */
  quotedByMe: z.boolean(),
  isOpen: z.boolean(),
  createdAt: z.string(),
  allowedActions: ZAllowedActions,
});
export type TRfq = z.infer<typeof ZRfq>;

export const ZRfqId = z.strictObject({ id: z.uuid('Unknown RFQ') });
/** Change the delivery terms an RFQ states (before its first offer): each term given replaces the RFQ's, the rest stay. */
export const ZRfqDeliveryTermsInput = z.strictObject({
  id: z.uuid('Unknown RFQ'),
  deliveryTerms: ZDeliveryTermsInput,
});
export const ZRfqCancelInput = z.strictObject({ id: z.uuid('Unknown RFQ'), reason: multiLineText(500).optional() });

/** RFQ lists (all and active): search over number, title and delivery location; filter by status. */
export const ZRfqListInput = zPagedListInput(RFQ_SORTS, { status: z.enum(RFQ_STATUSES).optional() });
export type TRfqListInput = z.input<typeof ZRfqListInput>;
