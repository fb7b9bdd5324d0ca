import { describe, expect, it } from 'vitest';
import { notificationText } from './texts';

/** A first signature on a contract tells both sides who signed and whose signature is awaited. */
describe('the contract.signature_added notification', () => {
  it('names the contract, its value, the party that signed and the one awaited', () => {
    const event = {
      id: '1',
      type: 'contract.signature_added',
      entityType: 'contract' as const,
      entityId: 'c1',
      organizationIds: ['b', 's'],
      actorUserId: 'u1',
      payload: {
        fromState: 'draft',
        toState: 'draft',
        contractNumber: 'CON-2026-000001',
        party: 'buyer',
        awaiting: 'supplier',
      },
      createdAt: new Date().toISOString(),
    };
    expect(
      notificationText(event, {
        counterparty: 'Delta Crude Supply Co',
        record: {
          name: { key: 'contract', values: { number: 'CON-2026-000001' } },
          amount: { minor: 100_000_000, currency: 'NGN' },
        },
      }),
    ).toEqual({
      title: 'Contract signature',
      message: "Contract CON-2026-000001 (₦1,000,000.00) was signed by the buyer; the supplier's signature is awaited.",
      priority: 'high',
    });
  });

  it("is written in the recipient's language, its amount in their locale", () => {
    const event = {
      id: '1',
      type: 'contract.signature_added',
      entityType: 'contract' as const,
      entityId: 'c1',
      organizationIds: ['b', 's'],
      actorUserId: 'u1',
      payload: { fromState: 'draft', toState: 'draft', party: 'buyer', awaiting: 'supplier' },
      createdAt: new Date().toISOString(),
    };
    const record = {
      name: { key: 'contract' as const, values: { number: 'CON-2026-000001' } },
      amount: { minor: 100_000_000, currency: 'NGN' },
    };
    const text = notificationText(event, { counterparty: null, record }, 'fr');
    expect(text.title).toBe('Signature du contrat');
    // fr-FR groups with narrow no-break spaces and puts the currency after the amount.
    expect(text.message.replace(/\s/g, ' ')).toBe(
      'Le contrat CON-2026-000001 (1 000 000,00 NGN) a été signé (signataire : acheteur) ; signature attendue : fournisseur.',
    );
  });
});
