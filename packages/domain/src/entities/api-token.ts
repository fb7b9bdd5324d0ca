import { entry } from '../actions/entry';
import { memberOf, type PartyRule } from '../actions/parties';
import { API_TOKEN_MESSAGES } from '../api-tokens';
import { defineEntity } from './descriptor';

declare module '../actions/records' {
  interface RecordFacts {
    /** An API token: its organization (null: a platform token) and whether it is revoked. */
    apiToken: { organizationId: string | null; revoked: boolean };
  }
}

/** A token belongs to its organization: its members with `apiToken:manage` revoke it (admins any token). */
const tokenOrganization: PartyRule<{ organizationId: string | null }> = {
  who: 'members of the organization of this token',
  test: (org, token) => token.organizationId === org,
};

/**
 * An API token (Settings > API tokens): created by a member for the organization, with a role no stronger than the
 * creator's, shown once; revoked by its organization's members. Every role holds `apiToken:manage`: what a token
 * may do is bounded by its creator's role, not by who may create one.
 */
export const apiToken = defineEntity({
  label: 'API token',
  auditType: 'api_token',
  table: 'apiTokens',
  verbs: {
    'apiToken.create': entry({
      on: 'organization',
      permission: 'apiToken:manage',
      party: memberOf,
      transition: { none: "creates a token acting with a role no stronger than the creator's" },
    }),
    'apiToken.revoke': entry({
      on: 'apiToken',
      permission: 'apiToken:manage',
      party: tokenOrganization,
      transition: { none: 'revokes the token at once' },
      requires: [(token) => (token.revoked ? API_TOKEN_MESSAGES.alreadyRevoked : null)],
    }),
  },
});
