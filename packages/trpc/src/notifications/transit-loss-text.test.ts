import { describe, expect, it } from 'vitest';
import type { TextContext } from './texts';
import { notificationText } from './texts';

const event = (type: string, payload: Record<string, unknown>) => ({
  id: '1',
  type,
  entityType: 'shipment' as const,
  entityId: 's1',
  organizationIds: ['b', 's', 'c'],
  actorUserId: 'u1',
  payload: { fromState: null, toState: null, ...payload },
  createdAt: new Date().toISOString(),
});
const shipment: TextContext = {
  counterparty: null,
  record: { name: { key: 'shipment', values: { number: 'SHP-1', order: 'ORD-1' } }, amount: null },
};

/** Measured delivery tells buyer, supplier and carrier what was loaded, received and lost, in their numbers. */
describe('measured delivery notifications', () => {
  const lost = event('shipment.transit_loss_exceeded', {
    transitLossLitres: '142',
    transitLossPct: '0.44',
    excessLitres: '44.236',
    allowedTransitLossPct: '0.30',
    excessValueMinor: 2_211_800,
    currency: 'NGN',
  });

  it('states the loss, the excess beyond the allowance and its value, and the dispute', () => {
    expect(notificationText(lost, shipment)).toEqual({
      title: 'Transit loss above the allowance',
      message:
        'Shipment SHP-1 (order ORD-1) lost 142 l in transit (0.44 %): 44.236 l beyond the allowed 0.3 %, worth ₦22,118.00. A delivery dispute was opened against the carrier.',
      priority: 'high',
    });
  });

  it("is written in the recipient's language and numbers", () => {
    const text = notificationText(lost, shipment, 'fr');
    expect(text.title).toBe('Perte en transit au-delà de la tolérance');
    expect(text.message).toContain('44,236 l');
    expect(text.message).toContain('22');
  });

  it('names the corrected measurement and the reason', () => {
    const corrected = event('shipment.measurement_corrected', {
      kind: 'loading',
      nsvLitres: '32531',
      reason: 'Ticket read 32 °C',
    });
    expect(notificationText(corrected, shipment).message).toBe(
      'The loading of shipment SHP-1 (order ORD-1) was corrected to 32,531 l at 15 °C: Ticket read 32 °C',
    );
    expect(notificationText(corrected, shipment, 'de').message).toBe(
      'Die Beladung von Sendung SHP-1 (Bestellung ORD-1) wurde auf 32.531 l bei 15 °C korrigiert: Ticket read 32 °C',
    );
  });
});
