import {
  SIGNATURE_MESSAGES,
  type ContractParty,
  type SignatureKind,
  type TContract,
  type TSignatureDrawing,
} from '@energy/domain/schemas/contract';
import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { showNotice } from '../../../components/notices';
import { failureMessage } from '../../../components/errors/serverFailure';
import { SignaturePad } from '../../../components/signature/SignaturePad';
import { SignatureView } from '../../../components/signature/SignatureView';
import { trpc } from '../../../trpc';

export const SIGN_TEXTS = {
  title: (contractNumber: string) => `Sign ${contractNumber}`,
  intro: (party: ContractParty, total: string) =>
    `You sign as the ${party} of this contract (${total}). The contract is signed once both parties have signed; its order follows then.`,
  name: 'Full name',
  kind: 'Signature',
  typed: 'Type',
  drawn: 'Draw',
  preview: 'Preview',
  submit: 'Sign Contract',
  signed: 'Contract Signed',
  signedText: (contractNumber: string) => `${contractNumber} is signed by both parties; its order is created.`,
  recorded: 'Signature Recorded',
  recordedText: (contractNumber: string, awaited: ContractParty) =>
    `${contractNumber}: your signature is recorded. ${SIGNATURE_MESSAGES.awaiting(awaited)}.`,
  failed: 'Error Signing Contract',
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
        showNotice({ title: SIGN_TEXTS.recorded, message: SIGN_TEXTS.recordedText(signed.contractNumber, awaited) });
      else showNotice({ title: SIGN_TEXTS.signed, message: SIGN_TEXTS.signedText(signed.contractNumber) });
      void utils.contract.invalidate();
      close();
    },
    onError: (error) =>
      showNotice({
        title: SIGN_TEXTS.failed,
        message: failureMessage(error, 'Failed to sign contract'),
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
    <Modal
      opened={contract !== null}
      onClose={close}
      title={contract ? SIGN_TEXTS.title(contract.contractNumber) : ''}
      size="lg"
    >
      <Stack gap="md">
        <Text size="sm">{SIGN_TEXTS.intro(party, total)}</Text>
        <TextInput
          label={SIGN_TEXTS.name}
          value={signerName}
          onChange={(event) => setSignerName(event.currentTarget.value)}
          error={errors.name}
          withAsterisk
          autoComplete="name"
          maxLength={200}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="signature-kind-label">
            {SIGN_TEXTS.kind}
          </Text>
          <SegmentedControl
            aria-labelledby="signature-kind-label"
            value={kind}
            onChange={(value) => setKind(value as SignatureKind)}
            data={[
              { value: 'typed', label: SIGN_TEXTS.typed },
              { value: 'drawn', label: SIGN_TEXTS.drawn },
            ]}
          />
        </Stack>
        {kind === 'typed' ? (
          <Stack gap={2}>
            <Text size="xs" c="dimmed">
              {SIGN_TEXTS.preview}
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
            Cancel
          </Button>
          <Button onClick={submit} loading={sign.isPending}>
            {SIGN_TEXTS.submit}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
