import type { TOffer } from '@energy/domain/schemas/offer';
import { ActionIcon, Group } from '@mantine/core';
import { IconArrowsExchange, IconCheck, IconEye, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { canDo } from '../../../components/allowedActions';
import { DeferredTooltip } from '../../../components/DeferredTooltip';

export interface OfferActions {
  onAccept: (offer: TOffer) => void;
  onView: (offer: TOffer) => void;
  onCounter: (offer: TOffer) => void;
  onDelete: (offer: TOffer) => void;
}

/** The verbs the server lists in the offer's allowedActions (withdraw is the supplier's Delete), and View. */
export function OfferRowActions({ offer, actions }: { offer: TOffer; actions: OfferActions }) {
  const { t } = useTranslation();
  const supplier = { supplier: offer.supplierName };
  const mayAccept = canDo(offer, 'offer.accept');
  const mayCounter = canDo(offer, 'offer.counter');
  const mayWithdraw = canDo(offer, 'offer.withdraw');
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {mayAccept && (
        <DeferredTooltip label={t('procurement.actions.accept')}>
          <ActionIcon
            color="green"
            variant="subtle"
            aria-label={t('procurement.offerList.acceptFrom', supplier)}
            onClick={() => actions.onAccept(offer)}
          >
            <IconCheck size={18} />
          </ActionIcon>
        </DeferredTooltip>
      )}
      <DeferredTooltip label={t('procurement.actions.view')}>
        <ActionIcon
          variant="subtle"
          aria-label={t('procurement.offerList.viewFrom', supplier)}
          onClick={() => actions.onView(offer)}
        >
          <IconEye size={18} />
        </ActionIcon>
      </DeferredTooltip>
      {mayCounter && (
        <DeferredTooltip label={t('procurement.actions.counter')}>
          <ActionIcon
            color="orange"
            variant="subtle"
            aria-label={t('procurement.offerList.counterFrom', supplier)}
            onClick={() => actions.onCounter(offer)}
          >
            <IconArrowsExchange size={18} />
          </ActionIcon>
        </DeferredTooltip>
      )}
      {mayWithdraw && (
        <DeferredTooltip label={t('procurement.actions.delete')}>
          <ActionIcon
            color="red"
            variant="subtle"
            aria-label={t('procurement.offerList.deleteOn', { rfqNumber: offer.rfqNumber })}
            onClick={() => actions.onDelete(offer)}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </DeferredTooltip>
      )}
    </Group>
  );
}
