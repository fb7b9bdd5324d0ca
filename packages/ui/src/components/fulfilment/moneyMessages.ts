import {
  paymentMoneyState,
  type MoneyNotice,
  type OrderMoneyFacts,
  type PaymentMoneyFacts,
} from '@energy/domain/escrow-messages';
import { localizeMessage } from '@energy/i18n/localize';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels } from '../../i18n/labels';
import { useDisplay } from '../../i18n/useDisplay';

/** What happens to the money, before and after Process and Confirm Receipt, in the page's language. */
export interface MoneyMessages {
  /** What finance's Process (or Retry) will do to this payment. */
  processPayment(payment: PaymentMoneyFacts, now?: Date): string;
  /** What happened to the payment, after Process answered with it. */
  processed(payment: PaymentMoneyFacts, now?: Date): MoneyNotice;
  /** What the buyer's Confirm Receipt will do to the order's money. */
  confirmReceipt(order: OrderMoneyFacts): string;
  /** What happened to the order's money, after Confirm Receipt answered with the order. */
  receiptConfirmed(order: OrderMoneyFacts): MoneyNotice;
}

/**
 * The domain's escrow messages (escrow-messages.ts) through the catalogue (fulfilment.escrowMoney): the same rule
 * picks the sentence, the amounts are written in the user's locale, and a hold's reason (a rule's English text) is
 * read back in the page's language. English reads exactly as the domain writes it.
 */
export function useMoneyMessages(): MoneyMessages {
  const { t } = useTranslation();
  const display = useDisplay();
  const labels = useLabels();
  return useMemo(() => {
    const { language } = display;
    const reasonOf = (reason: string | null) => localizeMessage(reason ?? '', language);
    // English names the state by its code, as the domain's sentence does.
    const statusOf = (status: string) => (language === 'en' ? status : labels.status(status));
    const title = (key: 'captured' | 'capturedAndReleased' | 'failed' | 'receipt') =>
      t(`fulfilment.escrowMoney.titles.${key}`);

    const processPayment = (payment: PaymentMoneyFacts, now: Date = new Date()): string => {
      const values = {
        amount: display.money(payment.amount, payment.currency),
        payer: payment.payerOrg.name,
        payee: payment.payeeOrg.name,
      };
      switch (paymentMoneyState(payment.status, payment.escrow, now)) {
        case 'uncaptured_before_delivery':
          return t('fulfilment.escrowMoney.process.beforeDelivery', values);
        case 'uncaptured_inspection':
          return t('fulfilment.escrowMoney.process.inspection', values);
        case 'uncaptured_releasable':
          return payment.escrow.receiptConfirmedAt
            ? t('fulfilment.escrowMoney.process.afterReceipt', values)
            : t('fulfilment.escrowMoney.process.afterInspection', values);
        case 'uncaptured_held':
          return t('fulfilment.escrowMoney.process.held', { ...values, reason: reasonOf(payment.escrow.heldReason) });
        default:
          return t('fulfilment.escrowMoney.process.noMove', { status: statusOf(payment.status) });
      }
    };

    const processed = (payment: PaymentMoneyFacts, now: Date = new Date()): MoneyNotice => {
      const amount = display.money(payment.amount, payment.currency);
      const payee = payment.payeeOrg.name;
      const captured = (message: string): MoneyNotice => ({ title: title('captured'), message, failed: false });
      switch (paymentMoneyState(payment.status, payment.escrow, now)) {
        case 'released':
          return {
            title: title('capturedAndReleased'),
            message: t('fulfilment.escrowMoney.processed.released', { amount, payee }),
            failed: false,
          };
        case 'held_before_delivery':
          return captured(t('fulfilment.escrowMoney.processed.beforeDelivery', { amount }));
        case 'held_inspection':
          return captured(t('fulfilment.escrowMoney.processed.inspection', { amount }));
        case 'held':
          return captured(
            t('fulfilment.escrowMoney.processed.held', { amount, reason: reasonOf(payment.escrow.heldReason) }),
          );
        case 'held_releasing':
          return captured(t('fulfilment.escrowMoney.processed.releasing', { amount, payee }));
        case 'processing':
          return captured(t('fulfilment.escrowMoney.processed.processing', { amount }));
        default:
          return {
            title: title('failed'),
            message: payment.failureReason
              ? reasonOf(payment.failureReason)
              : t('fulfilment.escrowMoney.processed.notCaptured', { amount, status: statusOf(payment.status) }),
            failed: true,
          };
      }
    };

    const confirmReceipt = (order: OrderMoneyFacts): string => {
      const { heldAmount, uncapturedAmount, heldReason } = order.escrow;
      const values = {
        held: display.money(heldAmount, order.currency),
        uncaptured: display.money(uncapturedAmount, order.currency),
        supplier: order.supplierOrg.name,
      };
      if (heldReason) return t('fulfilment.escrowMoney.receipt.held', { reason: reasonOf(heldReason) });
      if (heldAmount > 0 && uncapturedAmount > 0) return t('fulfilment.escrowMoney.receipt.heldAndLater', values);
      if (heldAmount > 0) return t('fulfilment.escrowMoney.receipt.heldOnly', values);
      if (uncapturedAmount > 0) return t('fulfilment.escrowMoney.receipt.laterOnly', values);
      return t('fulfilment.escrowMoney.receipt.nothing');
    };

    const receiptConfirmed = (order: OrderMoneyFacts): MoneyNotice => {
      const { heldAmount, uncapturedAmount, releasedAt, heldReason } = order.escrow;
      const values = {
        order: order.orderNumber,
        held: display.money(heldAmount, order.currency),
        uncaptured: display.money(uncapturedAmount, order.currency),
        supplier: order.supplierOrg.name,
      };
      const notice = (message: string): MoneyNotice => ({ title: title('receipt'), message, failed: false });
      if (heldAmount > 0)
        return notice(
          heldReason
            ? t('fulfilment.escrowMoney.receiptConfirmed.staysHeld', { ...values, reason: reasonOf(heldReason) })
            : t('fulfilment.escrowMoney.receiptConfirmed.stays', values),
        );
      if (releasedAt && uncapturedAmount > 0)
        return notice(t('fulfilment.escrowMoney.receiptConfirmed.releasedAndLater', values));
      if (releasedAt) return notice(t('fulfilment.escrowMoney.receiptConfirmed.released', values));
      if (uncapturedAmount > 0) return notice(t('fulfilment.escrowMoney.receiptConfirmed.recordedLater', values));
      return notice(t('fulfilment.escrowMoney.receiptConfirmed.recorded', values));
    };

    return { processPayment, processed, confirmReceipt, receiptConfirmed };
  }, [t, display, labels]);
}
