import { formatShortDate } from '@energy/domain/dates';
import {
  CONTRACT_PARTIES,
  SIGNATURE_MESSAGES,
  type ContractParty,
  type TContract,
} from '@energy/domain/schemas/contract';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { SignatureView } from '../../../components/signature/SignatureView';
import { trpc } from '../../../trpc';

export const SIGNATURES_TEXTS = {
  title: 'Signatures',
  party: { buyer: 'Buyer', supplier: 'Supplier' } satisfies Record<ContractParty, string>,
  signedBy: (name: string, date: string) => `Signed by ${name} on ${date}`,
  typed: 'Typed signature',
  drawn: 'Drawn signature',
  awaiting: 'Awaiting signature',
  notSigned: 'Not signed',
  /** A contract signed before signatures were kept (one signature, the supplier's, without a record). */
  unrecorded: (date: string) => `Signed on ${date}; no signature record was kept`,
} as const;

/** Who signed the contract for each party (name, date, the signature typed or drawn), and whose signature is awaited. */
export function ContractSignaturesPanel({ contract }: { contract: TContract }) {
  const anyDrawn = contract.signatures.some((s) => s.kind === 'drawn');
  const detail = trpc.contract.signatures.useQuery({ id: contract.id }, { enabled: anyDrawn });
  const orgName = (party: ContractParty) => (party === 'buyer' ? contract.buyerOrgName : contract.supplierOrgName);
  return (
    <Stack gap="xs" aria-label={SIGNATURES_TEXTS.title} role="region">
      <Title order={3} size="h5">
        {SIGNATURES_TEXTS.title}
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
              aria-label={`${SIGNATURES_TEXTS.party[party]} signature`}
              role="group"
            >
              <Stack gap={4}>
                <Group justify="space-between">
                  <Text
                    size="xs"
                    c="dimmed"
                    tt="uppercase"
                    fw={600}
                  >{`${SIGNATURES_TEXTS.party[party]} — ${orgName(party)}`}</Text>
                  {signature ? (
                    <Badge size="sm" variant="light" color="green">
                      {signature.kind === 'drawn' ? SIGNATURES_TEXTS.drawn : SIGNATURES_TEXTS.typed}
                    </Badge>
                  ) : (
                    <Badge size="sm" variant="outline" color={awaited ? 'yellow' : 'gray'}>
                      {awaited ? SIGNATURES_TEXTS.awaiting : SIGNATURES_TEXTS.notSigned}
                    </Badge>
                  )}
                </Group>
                {signature ? (
                  <>
                    <SignatureView kind={signature.kind} signerName={signature.signerName} drawing={drawing} />
                    <Text size="sm">
                      {SIGNATURES_TEXTS.signedBy(signature.signerName, formatShortDate(signature.signedAt))}
                    </Text>
                  </>
                ) : (
                  <Text size="sm" c="dimmed">
                    {awaited
                      ? `${SIGNATURE_MESSAGES.awaiting(party)}.`
                      : contract.signedAt
                        ? SIGNATURES_TEXTS.unrecorded(formatShortDate(contract.signedAt))
                        : SIGNATURES_TEXTS.notSigned}
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
