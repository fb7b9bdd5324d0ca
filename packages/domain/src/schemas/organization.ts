import { z } from 'zod';
import { ORGANIZATION_TYPES } from '../roles';
import { singleLineText } from './primitives';

/** An organization's verification (KYB): new organizations start pending; the demo organizations are verified. */
export const ORGANIZATION_VERIFICATION_STATES = ['pending', 'verified', 'rejected'] as const;
export type OrganizationVerification = (typeof ORGANIZATION_VERIFICATION_STATES)[number];

export const ORGANIZATION_MESSAGES = {
  nameRequired: 'Organization name is required',
  nameTaken: 'An organization with this name already exists',
  updated: 'Organization updated',
  updateFailed: 'Failed to update organization',
} as const;

/**
 * A counterparty organization named on a row (an order's buyer, a payment's payee, a bid's carrier): its name
 * and whether its KYB review is approved, so every screen can mark who is verified.
 */
export const ZOrgRef = z.object({ id: z.string(), name: z.string(), verified: z.boolean() });
export type TOrgRef = z.infer<typeof ZOrgRef>;

/** One organization as the directory shows it: names, kinds and verification, nothing more. */
export const ZOrganizationEntry = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(ORGANIZATION_TYPES),
  verification: z.enum(ORGANIZATION_VERIFICATION_STATES),
  /** The caller's own organization. */
  isOwn: z.boolean(),
  /** Active members: counted for the caller's own organization and for admins; null otherwise. */
  memberCount: z.number().int().nullable(),
});
export type TOrganizationEntry = z.infer<typeof ZOrganizationEntry>;

/** Admin edits: name, type and verification. */
export const ZOrganizationUpdateInput = z.strictObject({
  id: z.uuid('Organization not found'),
  name: singleLineText(200, ORGANIZATION_MESSAGES.nameRequired).optional(),
  type: z.enum(ORGANIZATION_TYPES).optional(),
  verification: z.enum(ORGANIZATION_VERIFICATION_STATES).optional(),
});
export type TOrganizationUpdateInput = z.input<typeof ZOrganizationUpdateInput>;
