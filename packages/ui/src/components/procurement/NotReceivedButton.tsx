import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { canDo, type ActionableRow } from '../allowedActions';

/** The texts of reporting a recorded payment not received, as catalogue keys (tests read the English through them). */
export const NOT_RECEIVED_TEXTS = {
  button: 'components.notReceived.button',
  label: 'components.notReceived.label',
  title: 'components.notReceived.title',
  effects: 'components.notReceived.effects',
  reason: 'components.notReceived.reason',
  reasonHint: 'components.notReceived.reasonHint',
  submit: 'components.notReceived.submit',
  reported: 'components.notReceived.reported',
  reportedText: 'components.notReceived.reportedText',
  failed: 'components.notReceived.failed',
  failedFallback: 'components.notReceived.failedFallback',
} as const;

/** The settlement being reported and what the dialog tells about it, already translated by the screen. */
export interface NotReceivedSubject {
  settlementId: string;
  /** What reporting does, naming the amount, the contract and the payer's reference. */
  effects: string;
  /** The notice's text once reported. */
  reportedText: string;
  /** The failure notice's text when the server gives no words of its own. */
  failedFallback: string;
}

/** Not Received on a settlement row, exactly where the server lists settlement.reject in its allowedActions. */
export function NotReceivedButton({
  settlement,
  label,
  onClick,
}: {
  settlement: ActionableRow;
  label: string;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  if (!canDo(settlement, 'settlement.reject')) return null;
  return (
    <Button size="xs" variant="light" color="red" aria-label={label} onClick={onClick}>
      {t(NOT_RECEIVED_TEXTS.button)}
    </Button>
  );
}
