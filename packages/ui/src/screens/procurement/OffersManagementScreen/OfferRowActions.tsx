import type { TOffer } from '@energy/domain/schemas/offer';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { IconArrowsExchange, IconCheck, IconEye, IconTrash } from '@tabler/icons-react';
import { canDo } from '../../../components/allowedActions';

export interface OfferActions {
  onAccept: (offer: TOffer) => void;
  onView: (offer: TOffer) => void;
  onCounter: (offer: TOffer) => void;
  onDelete: (offer: TOffer) => void;
}

/** The verbs the server lists in the offer's allowedActions (withdraw is the supplier's Delete), and View. */
export function OfferRowActions({ offer, actions }: { offer: TOffer; actions: OfferActions }) {
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {canDo(offer, 'offer.accept') && (
        <Tooltip label="Accept">
          <ActionIcon
            color="green"
            variant="subtle"
            aria-label={`Accept offer from ${offer.supplierName}`}
            onClick={() => actions.onAccept(offer)}
          >
            <IconCheck size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label="View">
        <ActionIcon
          variant="subtle"
          aria-label={`View offer from ${offer.supplierName}`}
          onClick={() => actions.onView(offer)}
        >
          <IconEye size={18} />
        </ActionIcon>
      </Tooltip>
      {canDo(offer, 'offer.counter') && (
        <Tooltip label="Counter">
          <ActionIcon
            color="orange"
            variant="subtle"
            aria-label={`Counter offer from ${offer.supplierName}`}
            onClick={() => actions.onCounter(offer)}
          >
            <IconArrowsExchange size={18} />
          </ActionIcon>
        </Tooltip>
      )}
      {canDo(offer, 'offer.withdraw') && (
        <Tooltip label="Delete">
          <ActionIcon
            color="red"
            variant="subtle"
            aria-label={`Delete offer on ${offer.rfqNumber}`}
            onClick={() => actions.onDelete(offer)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
