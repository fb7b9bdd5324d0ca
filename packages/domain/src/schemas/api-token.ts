import { z } from 'zod';
import { ZAllowedActions } from '../actions/catalog';
import { API_TOKEN_MESSAGES } from '../api-tokens';
import { ROLES } from '../roles';
import { singleLineText } from '../text';

export const API_TOKEN_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ApiTokenStatus = (typeof API_TOKEN_STATUSES)[number];

export const ZApiTokenCreateInput = z.object({
  name: singleLineText(100, API_TOKEN_MESSAGES.nameRequired).min(1, API_TOKEN_MESSAGES.nameRequired),
  role: z.enum(ROLES, { message: API_TOKEN_MESSAGES.roleRequired }),
  /** An ISO date-time (or day): after now, at most a year ahead. */
  expiresAt: z.iso
    .datetime({ offset: true, message: API_TOKEN_MESSAGES.expiryRequired })
    .or(z.iso.date({ message: API_TOKEN_MESSAGES.expiryRequired }))
    .transform((value) => new Date(value)),
});
export type TApiTokenCreateInput = z.input<typeof ZApiTokenCreateInput>;

export const ZApiTokenIdInput = z.object({ id: z.uuid({ message: API_TOKEN_MESSAGES.notFound }) });

export const ZApiToken = z.object({
  id: z.string(),
  name: z.string(),
  role: z.string(),
  /** The token's first characters, as shown in the list (the rest is never shown again). */
  prefix: z.string(),
  status: z.enum(API_TOKEN_STATUSES),
  /** ISO date-times. */
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  lastUsedAddress: z.string().nullable(),
  createdBy: z.object({ id: z.string(), name: z.string() }),
  allowedActions: ZAllowedActions,
});
export type TApiToken = z.infer<typeof ZApiToken>;

/** A new token's answer: its row and, this once, the token itself. */
export const ZApiTokenCreated = ZApiToken.extend({ token: z.string() });
export type TApiTokenCreated = z.infer<typeof ZApiTokenCreated>;

export const ZApiTokenList = z.array(ZApiToken);
