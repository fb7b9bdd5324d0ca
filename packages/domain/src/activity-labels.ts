/**
 * Audit actions in a user's words: "user.login" reads "Signed in", "offer.submitted" reads
 * "Offer submitted". The account events have their own words; any other action is its record and verb.
 */
const ACCOUNT_WORDS: Record<string, string> = {
  'user.login': 'Signed in',
  'user.logout': 'Signed out',
  'user.registered': 'Created an account',
  'user.email_verified': 'Verified their email address',
  'user.email_change_requested': 'Asked to change their email address',
  'user.email_changed': 'Changed their email address',
  'user.email_change_undone': 'Undid an email address change',
  'user.password_changed': 'Changed their password',
  'user.password_reset_requested': 'Asked for a password reset link',
  'user.password_reset': 'Reset their password',
  'user.profile_updated': 'Updated their profile',
  'user.account_deleted': 'Deleted their account',
  'user.deactivated': 'User deactivated',
  'user.reactivated': 'User reactivated',
  'user.role_changed': 'User role changed',
  'user.organization_changed': 'User moved to another organization',
  'user.kyc_verified': 'Identity (KYC) verified',
  'offer.accept': 'Offer accepted',
  'payment.process': 'Payment processed',
  'contract.signature_added': 'Contract signed by a party',
  'review.submitted': 'KYB/KYC documents submitted',
};

/** "featureFlag" → "feature flag", "in_transit" → "in transit". */
export function humanizeCode(code: string): string {
  return code
    .replaceAll(/([a-z])([A-Z])/g, '$1 $2')
    .replaceAll(/[_-]+/g, ' ')
    .toLowerCase()
    .replaceAll(/\bfx\b/g, 'FX')
    .replaceAll(/\bapi\b/g, 'API');
}

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** What an audit action says to a person, e.g. "Signed in", "Offer submitted", "Feature flag created". */
export function activityLabel(action: string): string {
  const known = ACCOUNT_WORDS[action];
  if (known) return known;
  const [record = action, verb] = action.split('.');
  return capitalized(verb ? `${humanizeCode(record)} ${humanizeCode(verb)}` : humanizeCode(record));
}

/** A record type in a person's words, e.g. "feature flag", "KYB/KYC review" for "review". */
export function recordTypeLabel(entityType: string): string {
  return entityType === 'rfq' ? 'RFQ' : entityType === 'review' ? 'KYB/KYC review' : humanizeCode(entityType);
}
