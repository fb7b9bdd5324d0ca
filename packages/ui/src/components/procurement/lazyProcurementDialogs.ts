import { lazyDialog } from '../lazyDialog';

/** Dialogs of the offer and settlement lists, each with its form (and its schemas) loaded at its first opening. */
export const { Dialog: LazyCounterOfferModal } = lazyDialog(
  () => import('./CounterOfferModal').then((module) => module.CounterOfferModal),
  (props) => props.offer !== null,
);
export const { Dialog: LazyNotReceivedDialog } = lazyDialog(
  () => import('./NotReceivedDialog').then((module) => module.NotReceivedDialog),
  (props) => props.subject !== null,
);
