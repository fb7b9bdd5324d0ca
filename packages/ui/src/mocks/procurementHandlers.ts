import type { RequestHandler } from 'msw';
import {
  contractList,
  contractSignatures,
  offerList,
  procurementMessages,
  rfqList,
  settlementDashboard,
  settlements,
  type ContractFixture,
  type ContractSignatureFixture,
  type OfferFixture,
  type RfqFixture,
  type SettlementDashboardFixture,
  type SettlementFixture,
} from './fixtures/procurement';
import { mockPage, serverError, trpcMsw } from './handlers';

interface FieldDetail {
  path: string;
  message: string;
}

export function matchesContractListInput(
  contract: ContractFixture,
  { q, status, settlementStatus }: { q?: string; status?: string; settlementStatus?: string },
) {
  const needle = q?.trim().toLowerCase() ?? '';
  const found =
    needle === '' ||
    [contract.contractNumber, contract.rfqNumber, contract.rfqId, contract.title].some((text) =>
      text.toLowerCase().includes(needle),
    );
  return (
    found &&
    (!status || contract.status === status) &&
    (!settlementStatus || contract.settlementStatus === settlementStatus)
  );
}

/** Answers that never come, for the loading states. */
const pendingForever = <T>(): Promise<T> => new Promise<T>(() => undefined);

const unavailable = () => serverError('INTERNAL_SERVER_ERROR', procurementMessages.serverUnavailable);

export const rfqHandlers = {
  list: (list: RfqFixture[] = rfqList) => trpcMsw.rfq.list.query(({ input }) => mockPage(list, input)),
  listLoading: () => trpcMsw.rfq.list.query(() => pendingForever()),
  listFails: () =>
    trpcMsw.rfq.list.query(() => {
      throw unavailable();
    }),
  byId: (rfq: RfqFixture) => trpcMsw.rfq.byId.query(() => rfq),
  byIdLoading: () => trpcMsw.rfq.byId.query(() => pendingForever()),
  byIdFails: () =>
    trpcMsw.rfq.byId.query(() => {
      throw serverError('NOT_FOUND', procurementMessages.rfqNotFound);
    }),
  createSucceeds: (created: RfqFixture = rfqList[0] as RfqFixture) => trpcMsw.rfq.create.mutation(() => created),
  createFails: (message: string, details?: FieldDetail[]) =>
    trpcMsw.rfq.create.mutation(() => {
      throw serverError('BAD_REQUEST', message, details);
    }),
  cancelSucceeds: (rfq: RfqFixture) =>
    trpcMsw.rfq.cancel.mutation(() => ({ ...rfq, status: 'cancelled' as const, isOpen: false })),
} satisfies Record<string, (...args: never[]) => RequestHandler>;

/** The offer list's price and validity sorts, as the server orders them (other sorts keep the fixtures' order). */
const OFFER_ORDER: Partial<Record<string, (a: OfferFixture, b: OfferFixture) => number>> = {
  totalPrice: (a, b) => a.totalPrice - b.totalPrice,
  validUntil: (a, b) => Date.parse(a.validUntil) - Date.parse(b.validUntil),
};

function sortedOffers(offers: OfferFixture[], sort?: string, order?: string): OfferFixture[] {
  const compare = sort ? OFFER_ORDER[sort] : undefined;
  if (!compare) return offers;
  return [...offers].sort((a, b) => (order === 'desc' ? -compare(a, b) : compare(a, b)));
}

export const offerHandlers = {
  /** Filters and sorts as the server does, so the screens' filters and sortable columns can be seen working. */
  list: (list: OfferFixture[] = offerList) =>
    trpcMsw.offer.list.query(({ input }) =>
      mockPage(
        sortedOffers(
          list.filter(
            (offer) =>
              (!input?.rfqId || offer.rfqId === input.rfqId) &&
              (!input?.status || offer.status === input.status) &&
              (!input?.isCounterOffer || offer.isCounterOffer),
          ),
          input?.sort,
          input?.order,
        ),
        input,
      ),
    ),
  listLoading: () => trpcMsw.offer.list.query(() => pendingForever()),
  listFails: () =>
    trpcMsw.offer.list.query(() => {
      throw unavailable();
    }),
  createSucceeds: (created: OfferFixture = offerList[0] as OfferFixture) =>
    trpcMsw.offer.create.mutation(() => created),
  createFails: (message: string, details?: FieldDetail[]) =>
    trpcMsw.offer.create.mutation(() => {
      throw serverError('BAD_REQUEST', message, details);
    }),
  reviseSucceeds: (revised: OfferFixture = offerList[0] as OfferFixture) =>
    trpcMsw.offer.revise.mutation(() => revised),
  deleteSucceeds: () => trpcMsw.offer.delete.mutation(() => ({ success: true as const })),
  acceptSucceeds: (contractNumber = contractList[1]?.contractNumber ?? 'CTR-2026-000002') =>
    trpcMsw.offer.accept.mutation(() => ({ contractId: contractList[1]?.id ?? '', contractNumber })),
  acceptFails: (message: string) =>
    trpcMsw.offer.accept.mutation(() => {
      throw serverError('CONFLICT', message);
    }),
  /** The supplier revised the offer after the buyer saw it: 409 with the current terms, as the server answers. */
  acceptChanged: (version: number, unitPrice: string, totalPrice: string) =>
    trpcMsw.offer.accept.mutation(({ input }) => {
      if (input.version === version)
        return {
          contractId: contractList[1]?.id ?? '',
          contractNumber: contractList[1]?.contractNumber ?? 'CTR-2026-000002',
        };
      throw serverError(
        'CONFLICT',
        `This offer has changed since you saw it: it is now ${unitPrice} per unit, ${totalPrice} in total (version ${version})`,
        [
          { path: 'version', message: String(version) },
          { path: 'unitPrice', message: unitPrice },
          { path: 'totalPrice', message: totalPrice },
        ],
      );
    }),
  counterSucceeds: (countered: OfferFixture = offerList[0] as OfferFixture) =>
    trpcMsw.offer.counter.mutation(() => countered),
  respondSucceeds: (answered: OfferFixture = offerList[0] as OfferFixture) =>
    trpcMsw.offer.respondToCounter.mutation(() => answered),
} satisfies Record<string, (...args: never[]) => RequestHandler>;

export const contractHandlers = {
  /** Filters as the server does (search over the contract and RFQ numbers and title; status; settlement status). */
  list: (list: ContractFixture[] = contractList) =>
    trpcMsw.contract.list.query(({ input }) =>
      mockPage(
        list.filter((contract) => matchesContractListInput(contract, input ?? {})),
        input,
      ),
    ),
  listLoading: () => trpcMsw.contract.list.query(() => pendingForever()),
  listFails: () =>
    trpcMsw.contract.list.query(() => {
      throw unavailable();
    }),
  settlements: (list: SettlementFixture[] = settlements) => trpcMsw.contract.settlements.query(() => list),
  /**
   * The caller signs for its side (`party`): with the other side's signature already there the contract is signed,
   * else it stays a draft awaiting the other. `seen` collects the inputs so a test can check what was sent.
   */
  signSucceeds: (contract: ContractFixture, party: 'buyer' | 'supplier' = 'supplier', seen: unknown[] = []) =>
    trpcMsw.contract.sign.mutation(({ input }) => {
      seen.push(input);
      const organization =
        party === 'buyer'
          ? { organizationId: contract.buyerOrgId, organizationName: contract.buyerOrgName }
          : { organizationId: contract.supplierOrgId, organizationName: contract.supplierOrgName };
      const signatures = [
        ...contract.signatures,
        { party, ...organization, signerName: input.signerName, kind: input.kind, signedAt: new Date().toISOString() },
      ];
      const awaitingSignatures = contract.awaitingSignatures.filter((p) => p !== party);
      const done = awaitingSignatures.length === 0;
      return {
        ...contract,
        signatures,
        awaitingSignatures,
        status: done ? ('signed' as const) : contract.status,
        signedAt: done ? new Date().toISOString() : null,
        allowedActions: [],
      };
    }),
  signRefused: (message = 'Your organization has already signed this contract') =>
    trpcMsw.contract.sign.mutation(() => {
      throw serverError('CONFLICT', message);
    }),
  signatures: (list: ContractSignatureFixture[] = contractSignatures) => trpcMsw.contract.signatures.query(() => list),
} satisfies Record<string, (...args: never[]) => RequestHandler>;

export const settlementHandlers = {
  dashboard: (dashboard: SettlementDashboardFixture = settlementDashboard) =>
    trpcMsw.settlement.dashboard.query(() => dashboard),
  dashboardLoading: () => trpcMsw.settlement.dashboard.query(() => pendingForever()),
  dashboardFails: () =>
    trpcMsw.settlement.dashboard.query(() => {
      throw unavailable();
    }),
  recordPaidSucceeds: () =>
    trpcMsw.settlement.recordPaid.mutation(({ input }) => ({
      ...(settlements[1] as SettlementFixture),
      id: input.settlementId,
      status: 'awaiting_confirmation' as const,
      reference: input.reference,
      allowedActions: [],
    })),
  /** The payee confirms; `seen` collects the confirmed ids so a test can check the call was made. */
  confirmSucceeds: (seen: string[] = []) =>
    trpcMsw.settlement.confirm.mutation(({ input }) => {
      seen.push(input.settlementId);
      return {
        ...(settlements[1] as SettlementFixture),
        id: input.settlementId,
        status: 'completed' as const,
        reference: 'TRF-90412',
        settledAt: new Date().toISOString(),
        allowedActions: [],
      };
    }),
  /** The payee reports the recorded payment not received; `sent` collects the inputs (id and reason). */
  rejectSucceeds: (sent: unknown[] = []) =>
    trpcMsw.settlement.reject.mutation(({ input }) => {
      sent.push(input);
      return {
        ...(settlements[1] as SettlementFixture),
        id: input.settlementId,
        status: 'pending' as const,
        reference: null,
        allowedActions: [],
      };
    }),
  rejectRefused: (message: string) =>
    trpcMsw.settlement.reject.mutation(() => {
      throw serverError('CONFLICT', message);
    }),
} satisfies Record<string, (...args: never[]) => RequestHandler>;
