import { INVITATION_MESSAGES } from '../schemas/invitation-messages';

/**
 * Party rules: which organization a verb belongs to, as a function of the actor's organization and the
 * record's parties. `who` names the party in the 403 a visible-but-wrong-party caller gets.
 */
export interface PartyRule<R> {
  who: string;
  /** The 403 message, when not "Only {who} may {action}". */
  refusal?: string;
  test: (orgId: string, record: R) => boolean;
}

export const memberOf: PartyRule<{ organizationId: string }> = {
  who: 'members of this organization',
  refusal: INVITATION_MESSAGES.notMember,
  test: (org, r) => r.organizationId === org,
};

export const buyerOf = (what: string): PartyRule<{ buyerOrgId: string }> => ({
  who: `the buyer of this ${what}`,
  test: (org, r) => r.buyerOrgId === org,
});

export const supplierOf = (what: string): PartyRule<{ supplierOrgId: string }> => ({
  who: `the supplier of this ${what}`,
  test: (org, r) => r.supplierOrgId === org,
});

export const buyerOrSupplierOf = (what: string): PartyRule<{ buyerOrgId: string; supplierOrgId: string }> => ({
  who: `the buyer or the supplier of this ${what}`,
  test: (org, r) => r.buyerOrgId === org || r.supplierOrgId === org,
});

export const payerOf = (what: string): PartyRule<{ payerOrgId: string }> => ({
  who: `the paying organization of this ${what}`,
  test: (org, r) => r.payerOrgId === org,
});

export const payeeOf = (what: string): PartyRule<{ payeeOrgId: string }> => ({
  who: `the receiving organization of this ${what}`,
  test: (org, r) => r.payeeOrgId === org,
});

/**
 * The carrier of the shipment. An open tender has no carrier yet and any carrier may become it, so every
 * carrier is its party: taking it is the one move it allows (its state refuses the others with 409).
 */
export const carrierOf: PartyRule<{ carrierOrgId: string | null }> = {
  who: 'the carrier of this shipment',
  test: (org, r) => r.carrierOrgId === null || r.carrierOrgId === org,
};

export const carrierOrSupplierOf: PartyRule<{ carrierOrgId: string | null; supplierOrgId: string }> = {
  who: 'the carrier or the supplier of this shipment',
  test: (org, r) => carrierOf.test(org, r) || r.supplierOrgId === org,
};

/** The RFQ marketplace: any organization whose role holds the permission may quote on an open RFQ. */
export const anyOrganization: PartyRule<unknown> = {
  who: 'an organization',
  test: () => true,
};

/** A fleet record (vehicle, driver, blackout, job) belongs to the logistics company that owns it. */
export const fleetOwnerOf = (what: string): PartyRule<{ organizationId: string }> => ({
  who: `the logistics company that owns this ${what}`,
  test: (org, r) => r.organizationId === org,
});

/** A tender is answered by the company it was tendered to, or by any logistics company when tendered to all. */
export const tendereeOf: PartyRule<{ targetOrgId: string | null }> = {
  who: 'a logistics company this shipment was tendered to',
  test: (org, r) => r.targetOrgId === null || r.targetOrgId === org,
};

/** A record kept by one organization (a document): its members act on it. */
export const ownerOf = (what: string): PartyRule<{ organizationId: string }> => ({
  who: `the organization that owns this ${what}`,
  test: (org, r) => r.organizationId === org,
});
/** A dispute is raised by an organization party to the contract, order or shipment (buyer, supplier or carrier). */
export const partyTo: PartyRule<{ partyOrgIds: readonly string[] }> = {
  who: 'a party to this record',
  test: (org, r) => r.partyOrgIds.includes(org),
};

/** Platform records (content, feature flags) have no party: only an admin acts on them, and admins skip the party rule. */
export const platformAdmin: PartyRule<unknown> = {
  who: 'a platform administrator',
  test: () => false,
};
