/**
 * The documents a contract produces as PDF (the contract itself and its invoices), rendered by the server in the
 * reader's language and stored as documents attached to the contract, so they list on its Documents tab.
 */
import { z } from 'zod';
import { ZContractId, type TContract } from './contract';

/**
 * `invoice`: a fixed-price contract's one invoice. A formula contract has a `provisional_invoice` at its provisional
 * price from the start and a `final_invoice` once its final price is fixed. Once its order's final invoice is issued
 * (on the delivered quantity), every contract has a `final_invoice`, written from that invoice's figures.
 */
export const CONTRACT_PAPERS = ['contract', 'invoice', 'provisional_invoice', 'final_invoice'] as const;
export type ContractPaper = (typeof CONTRACT_PAPERS)[number];

export const CONTRACT_PAPER_MESSAGES = {
  unavailable: 'This document is not available for this contract',
  partiesOnly: 'Only the parties of this contract may generate its documents',
} as const;

/**
 * The papers a contract has now, in the order they are offered. `order` is the contract's order's final invoice as
 * its delivery shows it (`finalInvoicedAt`), when known; without it a fixed contract has no final invoice.
 */
export function contractPapers(
  contract: Pick<TContract, 'pricing' | 'priceFixedAt'>,
  order: { finalInvoicedAt: string | null } | null = null,
): ContractPaper[] {
  const invoiced = Boolean(order?.finalInvoicedAt);
  if (contract.pricing.type === 'fixed')
    return invoiced ? ['contract', 'invoice', 'final_invoice'] : ['contract', 'invoice'];
  return invoiced || contract.priceFixedAt
    ? ['contract', 'provisional_invoice', 'final_invoice']
    : ['contract', 'provisional_invoice'];
}

/** POST /api/contracts/{id}/documents/generate: render one of the contract's papers and store it with its documents. */
export const ZContractPaperInput = ZContractId.extend({ paper: z.enum(CONTRACT_PAPERS) });

/**
 * The papers of a contract's shipment: the loading ticket (the bill of lading and what was measured at loading)
 * once the loading is recorded, and the delivery note (the proof of delivery with its signature and the measured
 * quantities) once the proof of delivery is given.
 */
export const SHIPMENT_PAPERS = ['loading_ticket', 'delivery_note'] as const;
export type ShipmentPaper = (typeof SHIPMENT_PAPERS)[number];

/** The papers a shipment has now. */
export function shipmentPapers(shipment: { measured: { loading: unknown }; podData: unknown }): ShipmentPaper[] {
  return SHIPMENT_PAPERS.filter((paper) =>
    paper === 'loading_ticket' ? shipment.measured.loading !== null : shipment.podData !== null,
  );
}

/** POST /api/logistics/shipments/{id}/documents: render one of the shipment's papers and store it with its order's. */
export const ZShipmentPaperInput = z.strictObject({
  id: z.uuid('Unknown shipment'),
  paper: z.enum(SHIPMENT_PAPERS),
});
