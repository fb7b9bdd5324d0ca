import { lazyDialog } from '../lazyDialog';

/** The logistics list's dialogs, each with its form (and its schemas) loaded at its first opening. */
export const { Dialog: LazySubmitPodModal } = lazyDialog(
  () => import('./SubmitPodModal').then((module) => module.SubmitPodModal),
  (props) => props.shipment !== null,
);
export const { Dialog: LazyRecordLoadingModal } = lazyDialog(
  () => import('./LoadingForm').then((module) => module.RecordLoadingModal),
  (props) => props.shipment !== null,
);
export const { Dialog: LazyCorrectMeasurementModal } = lazyDialog(
  () => import('./MeasurementCorrection').then((module) => module.CorrectMeasurementModal),
  (props) => props.shipment !== null,
);
