/**
 * KYB verification (organizations.verification, states in schemas/organization.ts): demo organizations are
 * verified; a new sign-up starts pending until an admin approves its KYB review.
 * What an unverified organization may not do yet (it may browse and prepare), and why, as the 409 says.
 */
export const VERIFICATION_MESSAGES = {
  offer: 'Your organization is not verified yet: offers can be submitted once an admin approves its KYB review',
  tender:
    'Your organization is not verified yet: tenders can be bid on or accepted once an admin approves its KYB review',
  release:
    "The supplier's organization is not verified yet: the money stays in escrow until an admin approves its KYB review",
  dispute: 'This order has an open dispute: the money stays in escrow until the dispute is resolved',
  verified: 'Verified',
  notVerified: 'Not verified',
} as const;
