import { sleep } from '../../../deploy/cluster/processes';
import { contentBody, offerBody, shipmentBody, typedSignature } from './deal-bodies';
import { exchange, idOf, rfqBody, signedIn, type Answer, type Session } from './load';

export const ROLES = ['buyer', 'supplier', 'logistics', 'finance', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** What each role reads between its writes: its lists and its dashboard, as its screens do. */
const READS: Record<Role, readonly string[]> = {
  buyer: [
    '/api/rfq/rfqs',
    '/api/dashboard/buyer-metrics',
    '/api/offers',
    '/api/contracts',
    '/api/orders',
    '/api/notifications/counters',
  ],
  supplier: [
    '/api/rfq/active',
    '/api/dashboard/supplier-metrics',
    '/api/offers',
    '/api/orders/pending',
    '/api/logistics/shipments',
    '/api/notifications',
  ],
  logistics: [
    '/api/logistics/shipments',
    '/api/dashboard/logistics-metrics',
    '/api/tenders',
    '/api/jobs',
    '/api/jobs/summary',
    '/api/vehicles',
    '/api/logistics/shipments/summary',
  ],
  finance: [
    '/api/payments',
    '/api/payments/summary',
    '/api/dashboard/finance-metrics',
    '/api/settlements/dashboard',
    '/api/contracts',
  ],
  admin: [
    '/api/admin/users',
    '/api/admin/audit-log',
    '/api/admin/system-health',
    '/api/dashboard/admin-metrics',
    '/api/admin/analytics/funnel',
    '/api/organizations',
    '/api/admin/counts',
  ],
};

/**
 * The work one role hands to the next along a deal: the buyer's RFQ gets the supplier's offer, the buyer accepts
 * it and signs, the supplier signs (the order is made), confirms and tenders the shipment, the carrier accepts
 * it, finance captures the advance into escrow.
 */
interface Deals {
  rfqsToOffer: string[];
  offersToAccept: { id: string; version: number }[];
  contractsBuyerSigns: string[];
  contractsSupplierSigns: string[];
  ordersToConfirm: string[];
  ordersToTender: string[];
  ordersToPay: string[];
  shipmentsToAccept: string[];
}

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null && name in body ? (body as Record<string, unknown>)[name] : undefined;
const text = (body: unknown, name: string) => {
  const value = field(body, name);
  return typeof value === 'string' ? value : undefined;
};
const items = (body: unknown): unknown[] => (Array.isArray(body) ? body : []);

/** One role's signed-in caller: every call recorded as `<role> <METHOD> <path template>`. */
class RoleCaller {
  constructor(
    readonly role: Role,
    readonly session: Session,
    private readonly answers: Answer[],
    private readonly started: number,
  ) {}

  async call(method: string, template: string, path = template, body?: unknown, headers: Record<string, string> = {}) {
    const result = await exchange(this.started, `${this.role} ${method} ${template}`, (signal) =>
      this.session.call(method, path, body, headers, signal),
    );
    this.answers.push(result.answer);
    const ok = result.answer.status >= 200 && result.answer.status < 300;
    return { ok, body: result.body };
  }
}

/** One role's write for this turn, if it has work waiting; false when it has none (it reads instead). */
type Write = (caller: RoleCaller, deals: Deals, n: number) => Promise<boolean>;

const WRITES: Record<Role, Write> = {
  async buyer(caller, deals, n) {
    const offer = deals.offersToAccept.shift();
    if (offer) {
      const accepted = await caller.call('POST', '/api/offers/{id}/accept', `/api/offers/${offer.id}/accept`, {
        version: offer.version,
      });
      const contractId = text(accepted.body, 'contractId');
      if (accepted.ok && contractId) deals.contractsBuyerSigns.push(contractId);
      return true;
    }
    const contract = deals.contractsBuyerSigns.shift();
    if (contract) {
      const signed = await caller.call(
        'POST',
        '/api/contracts/{id}/sign',
        `/api/contracts/${contract}/sign`,
        typedSignature('Bola Adeyemi'),
      );
      if (signed.ok) deals.contractsSupplierSigns.push(contract);
      return true;
    }
    if (deals.rfqsToOffer.length >= 2) return false;
    const created = await caller.call('POST', '/api/rfq/rfqs', undefined, rfqBody(`Resilience soak #${n}`));
    const id = idOf(created.body);
    if (created.ok && id) deals.rfqsToOffer.push(id);
    return true;
  },

  async supplier(caller, deals) {
    const contract = deals.contractsSupplierSigns.shift();
    if (contract) {
      const signed = await caller.call(
        'POST',
        '/api/contracts/{id}/sign',
        `/api/contracts/${contract}/sign`,
        typedSignature('Sani Ibrahim'),
      );
      const contractNumber = text(signed.body, 'contractNumber');
      if (!signed.ok || !contractNumber) return true;
      const found = await caller.call('GET', '/api/orders?q', `/api/orders?q=${encodeURIComponent(contractNumber)}`);
      const order = idOf(items(found.body)[0]);
      if (order) deals.ordersToConfirm.push(order);
      return true;
    }
    const toConfirm = deals.ordersToConfirm.shift();
    if (toConfirm) {
      const confirmed = await caller.call('POST', '/api/orders/{id}/confirm', `/api/orders/${toConfirm}/confirm`);
      const orderNumber = text(confirmed.body, 'orderNumber');
      if (confirmed.ok && orderNumber) {
        deals.ordersToTender.push(toConfirm);
        deals.ordersToPay.push(orderNumber);
      }
      return true;
    }
    const toTender = deals.ordersToTender.shift();
    if (toTender) {
      const tendered = await caller.call('POST', '/api/logistics/shipments', undefined, shipmentBody(toTender));
      const id = idOf(tendered.body);
      if (tendered.ok && id) deals.shipmentsToAccept.push(id);
      return true;
    }
    const rfq = deals.rfqsToOffer.shift();
    if (!rfq) return false;
    const offered = await caller.call('POST', '/api/offers', undefined, offerBody(rfq));
    const id = idOf(offered.body);
    const version = field(offered.body, 'version');
    if (offered.ok && id && typeof version === 'number') deals.offersToAccept.push({ id, version });
    return true;
  },

  async logistics(caller, deals) {
    const shipment = deals.shipmentsToAccept.shift();
    if (!shipment) return false;
    await caller.call('POST', '/api/logistics/shipments/{id}/accept', `/api/logistics/shipments/${shipment}/accept`);
    return true;
  },

  async finance(caller, deals) {
    const orderNumber = deals.ordersToPay.shift();
    if (!orderNumber) return false;
    const found = await caller.call(
      'GET',
      '/api/payments?q&status=pending',
      `/api/payments?status=pending&q=${encodeURIComponent(orderNumber)}`,
    );
    const advance = items(found.body)
      .map((payment) => ({ id: idOf(payment), amount: field(payment, 'amount') }))
      .filter(
        (payment): payment is { id: string; amount: number } => !!payment.id && typeof payment.amount === 'number',
      )
      .sort((a, b) => a.amount - b.amount)[0];
    if (!advance) return true;
    await caller.call(
      'POST',
      '/api/payments/{id}/process',
      `/api/payments/${advance.id}/process`,
      { amount: advance.amount },
      { 'idempotency-key': `soak-${advance.id}` },
    );
    return true;
  },

  async admin(caller, _deals, n) {
    await caller.call('POST', '/api/admin/content', undefined, contentBody(`Resilience soak note #${n}`));
    return true;
  },
};

export interface MixedTraffic {
  answers: Answer[];
  started: number;
  sessions: Record<Role, Session>;
  /** Stops every role after its current turn. */
  stop(): Promise<Answer[]>;
}

/**
 * The five demo roles (buyer, supplier, logistics, finance, admin) signed in through `url`, each taking one turn
 * every `intervalMs` (a bounded rate: a late turn starts at once but never catches up in a burst). Every
 * `writeEvery`-th turn a role writes when it has work waiting (along a deal, see Deals; the admin writes a draft
 * content item); its other turns read its lists and dashboard in rotation.
 */
export async function startMixedTraffic(url: string, intervalMs = 500, writeEvery = 3): Promise<MixedTraffic> {
  const entries = await Promise.all(ROLES.map(async (role) => [role, await signedIn(url, role)] as const));
  const sessions = Object.fromEntries(entries) as Record<Role, Session>;
  const answers: Answer[] = [];
  const started = performance.now();
  const deals: Deals = {
    rfqsToOffer: [],
    offersToAccept: [],
    contractsBuyerSigns: [],
    contractsSupplierSigns: [],
    ordersToConfirm: [],
    ordersToTender: [],
    ordersToPay: [],
    shipmentsToAccept: [],
  };
  let running = true;
  const loops = ROLES.map(async (role, r) => {
    const caller = new RoleCaller(role, sessions[role], answers, started);
    const reads = READS[role];
    // The roles start spread over one interval, so their calls do not arrive together.
    let next = performance.now() + (intervalMs * r) / ROLES.length;
    let read = 0;
    for (let turn = 0; running; turn++) {
      const wait = next - performance.now();
      if (wait > 0) await sleep(wait);
      next = Math.max(next + intervalMs, performance.now());
      if (!running) break;
      const wrote = turn % writeEvery === writeEvery - 1 && (await WRITES[role](caller, deals, turn));
      if (!wrote) {
        const path = reads[read++ % reads.length] ?? '/api/user';
        await caller.call('GET', path);
      }
    }
  });
  return {
    answers,
    started,
    sessions,
    async stop() {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}
