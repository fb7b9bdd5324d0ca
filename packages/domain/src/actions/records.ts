import type {
  BidStatus,
  ContractStatus,
  DriverStatus,
  JobStatus,
  OrderStatus,
  PaymentStatus,
  RfqStatus,
  ShipmentStatus,
  VehicleStatus,
} from '../constants';
import type { DisputeStatus, ReviewStatus } from '../machines/admin';
import type { CounterStatus, OfferRecordStatus } from '../machines/procurement';
import type { SettlementRecordStatus } from '../schemas/contract';
import type { ToleranceStatus } from '../measurement/settled-quantity';
import type { QuantityBasis } from '../schemas/measurement';
import type { ContentStatus } from '../schemas/content';

/** Who acts: the session's role and organization (admins have none). Null is an anonymous caller. */
export interface Actor {
  role: string;
  orgId: string | null;
}

/**
 * The marketplace gate (KYB): an organization not verified yet may browse and prepare, but not submit an offer,
 * bid on a tender or accept a shipment. A fact of the record as the caller sees it, `myOrgVerified` (absent when
 * unknown, e.g. for an admin, who acts for no organization), so the rows' allowedActions leave those verbs out.
 */
export interface OrgVerifiedFact {
  myOrgVerified?: boolean;
}

/**
 * What the rules read of a record: its parties and its state, nothing else. The server fills these from
 * the rows it has already loaded through the caller's visibility (a record the caller cannot see never
 * reaches authorize: it is a 404 before).
 */
export interface RecordFacts {
  /** Calls on an organization as a whole: raising an RFQ for it, inviting into it. */
  organization: { organizationId: string };
  /** `myOrgVerified`: the caller's organization is verified (KYB), the marketplace gate of offer.submit; absent when unknown. */
  rfq: { buyerOrgId: string; status: RfqStatus; closeDate: Date; quotedByMe: boolean; myOrgVerified?: boolean };
  offer: {
    rfqId: string;
    supplierOrgId: string;
    buyerOrgId: string;
    status: OfferRecordStatus;
    validUntil: Date;
    counterStatus: CounterStatus | null;
    rfqStatus: RfqStatus;
    rfqCloseDate: Date;
  };
  /** `signedByMe`: the caller's organization has already signed it (each party signs once). */
  contract: { buyerOrgId: string; supplierOrgId: string; status: ContractStatus; signedByMe: boolean };
  /**
   * The payer is the contract's buyer, the payee its supplier; `contractStatus` is its contract's state; `escrow` is
   * the payment taking the money through escrow, if one is. `refund`: a negative settlement (the part of a formula
   * contract's price credit that nothing unpaid absorbed), which the supplier owes: its payer is the supplier, its
   * payee the buyer.
   */
  settlement: {
    payerOrgId: string;
    payeeOrgId: string;
    refund: boolean;
    contractStatus: ContractStatus;
    status: SettlementRecordStatus;
    escrow: { paymentNumber: string; status: PaymentStatus } | null;
  };
  order: {
    buyerOrgId: string;
    supplierOrgId: string;
    status: OrderStatus;
    releaseDueAt: Date | null;
    releasedAt: Date | null;
    receiptConfirmedAt: Date | null;
    /** Its settled quantity's tolerance status and the buyer's acceptance of it; absent or null before it is settled. */
    quantity?: { status: ToleranceStatus; acceptedAt: Date | null } | null;
  };
  /**
   * An open tender has no carrier yet. `jobCrewed`: whether its live job holds a driver and a vehicle, null while
   * it has no job (transit starts only with both).
   */
  shipment: {
    carrierOrgId: string | null;
    supplierOrgId: string;
    status: ShipmentStatus;
    jobCrewed: boolean | null;
    /**
     * Its tender as the calling company sees it: the bid deadline and the company's own answer;
     * absent or null for a shipment without a tender (a chosen carrier at the order's terms).
     */
    tender?: { bidDeadline: Date; myBidStatus: BidStatus | null } | null;
    /** Whether its loading and its receipt were measured (shipment_measurements); absent when not read. */
    measured?: { loading: boolean; receipt: boolean };
    /**
     * Its order's final invoice, once issued, and the contract's quantity basis (the loading counts on `bl`, the
     * receipt on `outturn`): a measurement the invoice stands on is no longer corrected. Absent when not read.
     */
    settlement?: { finalInvoiced: boolean; quantityBasis: QuantityBasis };
  } & OrgVerifiedFact;
  payment: { payerOrgId: string; status: PaymentStatus };
  /** Fleet records belong to one logistics organization; `onActiveJob`: held by an assigned, in-progress or delayed job. */
  vehicle: { organizationId: string; status: VehicleStatus; onActiveJob: boolean };
  driver: { organizationId: string; status: DriverStatus; onActiveJob: boolean };
  blackout: { organizationId: string };
  /** A tender as one logistics company sees it: to every company (targetOrgId null) or to one; its own bid, if any. */
  tender: {
    supplierOrgId: string;
    targetOrgId: string | null;
    shipmentStatus: ShipmentStatus;
    bidDeadline: Date;
    myBidStatus: BidStatus | null;
  } & OrgVerifiedFact;
  /** A bid on a shipment, as its shipper (the supplier) awards it. */
  bid: { supplierOrgId: string; status: BidStatus; shipmentStatus: ShipmentStatus };
  /** `atSite`: its arrival at the delivery site is recorded; `discharged`: the end of its discharge too. */
  job: { organizationId: string; status: JobStatus; assigned: boolean; atSite: boolean; discharged: boolean };
  /** A document belongs to the organization that uploaded it. */
  document: { organizationId: string };
  /** Platform records the admin keeps (no organization): creating one acts on the platform itself. */
  platform: Record<never, never>;
  content: { status: ContentStatus };
  featureFlag: { isEnabled: boolean };
  /** A KYB/KYC review, as the admin decides it. */
  review: { status: ReviewStatus };
  dispute: { status: DisputeStatus };
  /** A contract, order or shipment a dispute is raised on: the organizations party to it; whether a dispute on it is still open. */
  disputable: { partyOrgIds: readonly string[]; openDispute: boolean };
  /** A user account as /admin/users manages it; `lastActiveAdmin`: the only active admin left. */
  account: { active: boolean; lastActiveAdmin: boolean };
  /** A buyer organization's budget. */
  budget: { organizationId: string };
}
export type EntityKind = keyof RecordFacts;
