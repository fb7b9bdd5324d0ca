import type { TShipment } from '@energy/domain/schemas/fulfilment';
import { useTranslation } from 'react-i18next';
import { DeferredModal } from '../DeferredModal';
import { PodForm } from './PodForm';

/** The proof-of-delivery form in a dialog; a fresh form (and time of delivery) each time it opens. */
export function SubmitPodModal({ shipment, onClose }: { shipment: TShipment | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DeferredModal opened={shipment !== null} onClose={onClose} title={t('fulfilment.podForm.modalTitle')} size="lg">
      {shipment && <PodForm shipment={shipment} onSubmitted={onClose} />}
    </DeferredModal>
  );
}
