import {
  CONTRACT_PARTIES,
  SIGNATURE_MESSAGES,
  type ContractParty,
  type TContract,
} from '@energy/domain/schemas/contract';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SignatureView } from '../../../components/signature/SignatureView';
import { useDisplay } from '../../../i18n/useDisplay';
import { trpc } from '../../../trpc';

/** The panel's texts, as catalogue keys. */
export const SIGNATURES_TEXTS = {
  title: 'procurement.signatures.title',
  /** {name}, {date} */
  signedBy: 'procurement.signatures.signedBy',
  typed: 'procurement.signatures.typed',
  drawn: 'procurement.signatures.drawn',
  awaiting: 'procurement.signatures.awaiting',
  notSigned: 'procurement.signatures.notSigned',
  /** A contract signed before signatures were kept (one signature, the supplier's, without a record): {date}. */
  unrecorded: 'procurement.signatures.unrecorded',
} as const;

/** Who signed the contract for each party (name, date, the signature typed or drawn), and whose signature is awaited. */
export function ContractSignaturesPanel({ contract }: { contract: TContract }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const anyDrawn = contract.signatures.some((s) => s.kind === 'drawn');
  const detail = trpc.contract.signatures.useQuery({ id: contract.id }, { enabled: anyDrawn });
  const orgName = (party: ContractParty) => (party === 'buyer' ? contract.buyerOrgName : contract.supplierOrgName);
  return (
    <Stack gap="xs" aria-label={t(SIGNATURES_TEXTS.title)} role="region">
      <Title order={3} size="h5">
        {t(SIGNATURES_TEXTS.title)}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {CONTRACT_PARTIES.map((party) => {
          const signature = contract.signatures.find((s) => s.party === party);
          const drawing = detail.data?.find((s) => s.party === party)?.drawing ?? null;
          // The server lists whose signature a draft still awaits; a signed contract awaits none.
          const awaited = contract.awaitingSignatures.includes(party);
          return (
            <Paper
              key={party}
              withBorder
              p="sm"
              radius="sm"
              aria-label={t('procurement.signatures.signatureOf', { party })}
              role="group"
            >
              <Stack gap={4}>
                <Group justify="space-between">
                  <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                    {t('procurement.signatures.partyOrg', { party, organization: orgName(party) })}
                  </Text>
                  {signature ? (
                    <Badge size="sm" variant="light" color="green">
                      {t(signature.kind === 'drawn' ? SIGNATURES_TEXTS.drawn : SIGNATURES_TEXTS.typed)}
                    </Badge>
                  ) : (
                    <Badge size="sm" variant="outline" color={awaited ? 'yellow' : 'gray'}>
                      {t(awaited ? SIGNATURES_TEXTS.awaiting : SIGNATURES_TEXTS.notSigned)}
                    </Badge>
                  )}
                </Group>
                {signature ? (
                  <>
                    <SignatureView kind={signature.kind} signerName={signature.signerName} drawing={drawing} />
                    <Text size="sm">
                      {t(SIGNATURES_TEXTS.signedBy, {
                        name: signature.signerName,
                        date: display.date(signature.signedAt),
                      })}
                    </Text>
                  </>
                ) : (
                  <Text size="sm" c="dimmed">
                    {awaited
                      ? `${SIGNATURE_MESSAGES.awaiting(party)}.`
                      : contract.signedAt
                        ? t(SIGNATURES_TEXTS.unrecorded, { date: display.date(contract.signedAt) })
                        : t(SIGNATURES_TEXTS.notSigned)}
                  </Text>
                )}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
