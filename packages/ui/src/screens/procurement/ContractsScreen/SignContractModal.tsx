import {
  SIGNATURE_MESSAGES,
  type ContractParty,
  type SignatureKind,
  type TContract,
  type TSignatureDrawing,
} from '@energy/domain/schemas/contract';
import { Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../../../components/notices';
import { failureMessage } from '../../../components/errors/serverFailure';
import { SignaturePad } from '../../../components/signature/SignaturePad';
import { SignatureView } from '../../../components/signature/SignatureView';
import { trpc } from '../../../trpc';

/** The dialog's texts, as catalogue keys. */
export const SIGN_TEXTS = {
  /** {contractNumber} */
  title: 'procurement.sign.title',
  /** {party}, {total} */
  intro: 'procurement.sign.intro',
  name: 'procurement.sign.name',
  kind: 'procurement.sign.kind',
  typed: 'procurement.sign.typed',
  drawn: 'procurement.sign.drawn',
  preview: 'procurement.sign.preview',
  submit: 'procurement.sign.submit',
  signed: 'procurement.sign.signed',
  /** {contractNumber} */
  signedText: 'procurement.sign.signedText',
  recorded: 'procurement.sign.recorded',
  /** {contractNumber}, {awaiting}: whose signature is awaited (SIGNATURE_MESSAGES.awaiting). */
  recordedText: 'procurement.sign.recordedText',
  failed: 'procurement.sign.failed',
} as const;

interface SignContractModalProps {
  contract: TContract | null;
  /** The side the caller signs for (its organization's). */
  party: ContractParty;
  total: string;
  onClose: () => void;
}

/** The signing dialog: the signer's full name, and the signature typed or drawn. */
export function SignContractModal({ contract, party, total, onClose }: SignContractModalProps) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [signerName, setSignerName] = useState('');
  const [kind, setKind] = useState<SignatureKind>('typed');
  const [drawing, setDrawing] = useState<TSignatureDrawing | null>(null);
  const [errors, setErrors] = useState<{ name?: string; drawing?: string }>({});
  const close = () => {
    setSignerName('');
    setKind('typed');
    setDrawing(null);
    setErrors({});
    onClose();
  };
  const sign = trpc.contract.sign.useMutation({
    onSuccess: (signed) => {
      const awaited = signed.awaitingSignatures[0];
      if (awaited)
        showNotice({
          title: t(SIGN_TEXTS.recorded),
          message: t(SIGN_TEXTS.recordedText, {
            contractNumber: signed.contractNumber,
            awaiting: SIGNATURE_MESSAGES.awaiting(awaited),
          }),
        });
      else
        showNotice({
          title: t(SIGN_TEXTS.signed),
          message: t(SIGN_TEXTS.signedText, { contractNumber: signed.contractNumber }),
        });
      void utils.contract.invalidate();
      close();
    },
    onError: (error) =>
      showNotice({
        title: t(SIGN_TEXTS.failed),
        message: failureMessage(error, t('procurement.sign.failedFallback')),
        variant: 'destructive',
      }),
  });
  const submit = () => {
    if (!contract) return;
    const name = signerName.trim();
    const found = {
      name: name ? undefined : SIGNATURE_MESSAGES.nameRequired,
      drawing: kind === 'drawn' && !drawing ? SIGNATURE_MESSAGES.drawingRequired : undefined,
    };
    setErrors(found);
    if (found.name || found.drawing) return;
    sign.mutate(
      kind === 'drawn' && drawing
        ? { id: contract.id, signerName: name, kind, drawing }
        : { id: contract.id, signerName: name, kind: 'typed' },
    );
  };
  return (
    <DeferredModal
      opened={contract !== null}
      onClose={close}
      title={contract ? t(SIGN_TEXTS.title, { contractNumber: contract.contractNumber }) : ''}
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm">{t(SIGN_TEXTS.intro, { party, total })}</Text>
        <TextInput
          label={t(SIGN_TEXTS.name)}
          value={signerName}
          onChange={(event) => setSignerName(event.currentTarget.value)}
          error={errors.name}
          withAsterisk
          autoComplete="name"
          maxLength={200}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="signature-kind-label">
            {t(SIGN_TEXTS.kind)}
          </Text>
          <SegmentedControl
            aria-labelledby="signature-kind-label"
            value={kind}
            onChange={(value) => setKind(value as SignatureKind)}
            data={[
              { value: 'typed', label: t(SIGN_TEXTS.typed) },
              { value: 'drawn', label: t(SIGN_TEXTS.drawn) },
            ]}
          />
        </Stack>
        {kind === 'typed' ? (
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {t(SIGN_TEXTS.preview)}
            </Text>
            {signerName.trim() ? (
              <SignatureView kind="typed" signerName={signerName.trim()} />
            ) : (
              <Text size="sm" c="dimmed">
                —
              </Text>
            )}
          </Stack>
        ) : (
          <SignaturePad
            value={drawing}
            onChange={(next) => {
              setDrawing(next);
              setErrors((e) => ({ ...e, drawing: undefined }));
            }}
            error={errors.drawing}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('procurement.actions.cancel')}
          </Button>
          <Button onClick={submit} loading={sign.isPending}>
            {t(SIGN_TEXTS.submit)}
          </Button>
        </Group>
      </Stack>
    </DeferredModal>
  );
}
