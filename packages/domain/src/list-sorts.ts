/**
 * The sort keys of every list (a list input's `sort`), apart from the zod schemas that check them: a list screen
 * needs its keys on the first page, and importing them from a schema module loaded zod and every schema of that
 * module with it (28 KB gzip of /rfq's JavaScript). The schema modules re-export them.
 */

export const ADMIN_USER_SORTS = ['createdAt', 'username'] as const;
export const AUDIT_LOG_SORTS = ['at'] as const;
export const CONTENT_SORTS = ['updatedAt', 'createdAt', 'title'] as const;
export const CONTRACT_SORTS = ['createdAt', 'contractNumber', 'totalValue'] as const;
export const DISPUTE_SORTS = ['createdAt'] as const;
export const DOCUMENT_SORTS = ['createdAt', 'name', 'size'] as const;
export const FEATURE_FLAG_SORTS = ['createdAt', 'name'] as const;
export const VEHICLE_SORTS = ['createdAt', 'registrationNumber', 'year'] as const;
export const DRIVER_SORTS = ['createdAt', 'lastName', 'rating'] as const;
export const BLACKOUT_SORTS = ['startDate', 'createdAt'] as const;
export const TENDER_SORTS = ['bidDeadline', 'createdAt', 'maxRate'] as const;
export const JOB_SORTS = ['scheduledDate', 'createdAt', 'lastUpdate'] as const;
export const ORDER_SORTS = ['createdAt', 'orderNumber', 'totalValue'] as const;
export const SHIPMENT_SORTS = ['createdAt', 'shipmentNumber', 'estimatedArrival'] as const;
export const PAYMENT_SORTS = ['createdAt', 'paymentNumber', 'amount'] as const;
export const OFFER_SORTS = ['updatedAt', 'createdAt', 'totalPrice', 'validUntil'] as const;
export const REVIEW_SORTS = ['submittedAt'] as const;
export const RFQ_SORTS = ['createdAt', 'closeDate', 'deliveryDate', 'rfqNumber', 'title'] as const;
export const PRICE_QUOTE_SORTS = ['date'] as const;
export const FX_RATE_SORTS = ['date'] as const;
