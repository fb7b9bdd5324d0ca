import { z } from 'zod';
import { DESCRIBED_ACTION_NAMES, type DescribedActionName } from '../entities/registry';

/**
 * Every domain verb, named once as `entity.verb`. The action registry (registry.ts) gives each its
 * permission, party rule and transition; rows carry the ones their caller may do now (`allowedActions`),
 * and the UI shows exactly those buttons. The verbs here are those of the kinds written before descriptors
 * stated verbs; a new kind names its own in its descriptor (`verbs`), and they follow these.
 */
const REGISTERED_ACTION_NAMES = [
  'rfq.create',
  'rfq.cancel',
  'rfq.updateDeliveryTerms',
  'offer.submit',
  'offer.revise',
  'offer.withdraw',
  'offer.accept',
  'offer.counter',
  'offer.respondToCounter',
  'contract.sign',
  'settlement.recordPaid',
  'settlement.confirm',
  'settlement.reject',
  'order.confirm',
  'order.cancel',
  'order.confirmReceipt',
  'order.acceptQuantity',
  'shipment.create',
  'shipment.accept',
  'shipment.decline',
  'shipment.startTransit',
  'shipment.markDelivered',
  'shipment.submitPod',
  'payment.process',
  'invitation.create',
  'invitation.revoke',
  'organization.update',
  'organization.moderate',
  'vehicle.create',
  'vehicle.update',
  'vehicle.setStatus',
  'vehicle.delete',
  'driver.create',
  'driver.update',
  'driver.delete',
  'blackout.create',
  'blackout.update',
  'blackout.delete',
  'tender.bid',
  'tender.reject',
  'tender.award',
  'job.assign',
  'job.unassign',
  'job.updateStatus',
  'job.updateLocation',
  'document.upload',
  'document.share',
  'document.delete',
  'content.create',
  'content.update',
  'content.delete',
  'featureFlag.create',
  'featureFlag.update',
  'featureFlag.toggle',
  'featureFlag.delete',
  'review.submitKyb',
  'review.submitKyc',
  'review.startReview',
  'review.approve',
  'review.reject',
  'dispute.raise',
  'dispute.investigate',
  'dispute.resolve',
  'dispute.escalate',
  'user.update',
  'user.deactivate',
  'user.reactivate',
  'user.resetTwoFactor',
  'budget.create',
  'budget.update',
] as const;
export type RegisteredActionName = (typeof REGISTERED_ACTION_NAMES)[number];
export type ActionName = RegisteredActionName | DescribedActionName;

/** Every verb: the registry's, then the descriptors'. */
export const ACTION_NAMES: readonly [ActionName, ...ActionName[]] = [
  ...REGISTERED_ACTION_NAMES,
  ...DESCRIBED_ACTION_NAMES,
];

export const ZActionName = z.enum(ACTION_NAMES);

/** The verbs the caller may do on a row now, computed by the server from the registry. */
export const ZAllowedActions = z.array(ZActionName);
