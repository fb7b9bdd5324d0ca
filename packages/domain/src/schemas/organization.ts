import { z } from 'zod';
import { ORGANIZATION_TYPES } from '../roles';
import { identityName } from '../text';

/** An organization's verification (KYB): new organizations start pending; the demo organizations are verified. */
export const ORGANIZATION_VERIFICATION_STATES = ['pending', 'verified', 'rejected'] as const;
export type OrganizationVerification = (typeof ORGANIZATION_VERIFICATION_STATES)[number];

export const ORGANIZATION_MESSAGES = {
  nameRequired: 'Organization name is required',
  /** Names compare by their skeleton: case, spacing, punctuation and look-alike letters fold together. */
  nameTaken: 'An organization with a similar name already exists',
  /** A verified organization that renames itself waits for an admin's review again. */
  renamedForReview: 'The organization was renamed: its verification is pending until an admin reviews the new name',
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

export const MAX_ORGANIZATION_NAME = 200;

/**
 * An organization's name, at sign-up and at every rename: the identity rule of ../text (NFKC, one line, no
 * invisible characters, no word mixing alphabets), so one organization cannot pose as another.
 */
export function organizationName(requiredMessage: string = ORGANIZATION_MESSAGES.nameRequired) {
  return identityName(MAX_ORGANIZATION_NAME, requiredMessage, 'Organization name');
}

/** Admin edits: name, type and verification. */
export const ZOrganizationUpdateInput = z.strictObject({
  id: z.uuid('Organization not found'),
  name: organizationName(ORGANIZATION_MESSAGES.nameRequired).optional(),
  type: z.enum(ORGANIZATION_TYPES).optional(),
  verification: z.enum(ORGANIZATION_VERIFICATION_STATES).optional(),
});
export type TOrganizationUpdateInput = z.input<typeof ZOrganizationUpdateInput>;
