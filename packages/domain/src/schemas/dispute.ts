import { z } from 'zod';
import { ZAllowedActions } from '../actions/catalog';
import { DISPUTE_STATUSES } from '../machines/admin';
import { zPagedListInput } from './paging';
import { multiLineText } from './primitives';
import { DISPUTE_SORTS } from '../list-sorts';
import { DISPUTE_MESSAGES } from './dispute-messages';

export { DISPUTE_SORTS } from '../list-sorts';

/** Spec 001 §9. */
export const DISPUTE_PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export type DisputePriority = (typeof DISPUTE_PRIORITIES)[number];
export const DISPUTE_CATEGORIES = ['payment', 'delivery', 'quality', 'contract_terms', 'other'] as const;
export type DisputeCategory = (typeof DISPUTE_CATEGORIES)[number];
export const DISPUTE_RELATED_TYPES = ['contract', 'order', 'shipment'] as const;
export type DisputeRelatedType = (typeof DISPUTE_RELATED_TYPES)[number];

export { DISPUTE_MESSAGES } from './dispute-messages';

export const ZDisputeRaiseInput = z.strictObject({
  relatedEntityType: z.enum(DISPUTE_RELATED_TYPES),
  relatedEntityId: z.uuid('Unknown record'),
  category: z.enum(DISPUTE_CATEGORIES),
  priority: z.enum(DISPUTE_PRIORITIES).default('medium'),
  description: multiLineText(4000, DISPUTE_MESSAGES.descriptionRequired),
});
export type TDisputeRaiseInput = z.input<typeof ZDisputeRaiseInput>;

export const DISPUTE_DECISIONS = ['investigating', 'resolved', 'escalated'] as const;
export const ZDisputeStatusInput = z
  .strictObject({
    id: z.uuid('Dispute not found'),
    status: z.enum(DISPUTE_DECISIONS),
    resolutionNotes: multiLineText(4000).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.status === 'resolved' && !input.resolutionNotes) {
      ctx.addIssue({ code: 'custom', path: ['resolutionNotes'], message: DISPUTE_MESSAGES.notesRequired });
    }
  });
export type TDisputeStatusInput = z.input<typeof ZDisputeStatusInput>;

/** Spec 001 §3 Dispute, with the related record's number and the reporter's name for the table. */
export const ZDispute = z.object({
  id: z.string(),
  category: z.enum(DISPUTE_CATEGORIES),
  priority: z.enum(DISPUTE_PRIORITIES),
  status: z.enum(DISPUTE_STATUSES),
  relatedEntityType: z.enum(DISPUTE_RELATED_TYPES),
  relatedEntityId: z.string(),
  relatedEntityLabel: z.string(),
  description: z.string(),
  raisedBy: z.string(),
  raisedByName: z.string(),
  raisedByOrgId: z.string().nullable(),
  createdAt: z.string(),
  resolutionNotes: z.string().nullable(),
  allowedActions: ZAllowedActions,
});
export type TDispute = z.infer<typeof ZDispute>;

/** `q` matches the contract, order or shipment (id or number) or the reporter; filters status and category. */
export const ZDisputeListInput = zPagedListInput(DISPUTE_SORTS, {
  status: z.enum(DISPUTE_STATUSES).optional(),
  category: z.enum(DISPUTE_CATEGORIES).optional(),
});
export type TDisputeListInput = z.input<typeof ZDisputeListInput>;
