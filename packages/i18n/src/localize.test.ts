import { describe, expect, it } from 'vitest';
import './all-catalogues';
import { localizeMessage } from './localize';

describe('messages found by their English text', () => {
  it('translates a message of the catalogue', () => {
    expect(localizeMessage('Quantity must be greater than 0', 'fr')).toBe('La quantité doit être supérieure à 0');
    expect(localizeMessage('Quantity must be greater than 0', 'de')).toBe('Die Menge muss größer als 0 sein');
    expect(localizeMessage('Quantity must be greater than 0', 'es')).toBe('La cantidad debe ser mayor que 0');
  });

  it('translates a message made from a template, and its values that are messages themselves', () => {
    expect(localizeMessage('Unknown field: colour', 'de')).toBe('Unbekanntes Feld: colour');
    expect(localizeMessage('This offer expired on 2026-11-20T10:00:00.000Z', 'fr')).toBe(
      'Cette offre a expiré le 2026-11-20T10:00:00.000Z',
    );
    expect(localizeMessage("This order's escrow is already released: receipt was confirmed on 2026-11-20", 'es')).toBe(
      'El depósito en garantía de este pedido ya se liberó: la recepción se confirmó el 2026-11-20',
    );
  });

  it('reads a refusal’s state as the notices word it, not as the audit log’s name of the event', () => {
    expect(localizeMessage('This order is cancelled and can no longer be cancelled', 'fr')).toBe(
      'Cette commande a le statut « annulé » et ne peut plus être annulée',
    );
    expect(localizeMessage('This RFQ is cancelled and can no longer be cancelled', 'es')).toBe(
      'Esta solicitud de cotización está en estado cancelado y ya no se puede cancelar',
    );
  });

  it('answers English, and any text it does not know, as it is', () => {
    expect(localizeMessage('Quantity must be greater than 0', 'en')).toBe('Quantity must be greater than 0');
    expect(localizeMessage('Something nobody wrote down', 'fr')).toBe('Something nobody wrote down');
  });
});
