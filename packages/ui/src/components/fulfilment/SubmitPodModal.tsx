import type { TShipment } from '@energy/domain/schemas/fulfilment';
import { Modal } from '@mantine/core';
import { PodForm } from './PodForm';

/** The proof-of-delivery form in a dialog; a fresh form (and time of delivery) each time it opens. */
export function SubmitPodModal({ shipment, onClose }: { shipment: TShipment | null; onClose: () => void }) {
  return (
    <Modal opened={shipment !== null} onClose={onClose} title="Submit Proof of Delivery" size="lg">
      {shipment && <PodForm shipment={shipment} onSubmitted={onClose} />}
    </Modal>
  );
}
