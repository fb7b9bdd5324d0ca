import type { TSessionUser } from '@energy/domain/schemas/auth';
import { PAGE_LIMIT_MAX } from '@energy/domain/schemas/paging';
import { REVIEW_MESSAGES, type TReview } from '@energy/domain/schemas/review';
import { Alert, Button, Group, MultiSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { showNotice } from '../notices';
import { PAGED_QUERY, usePagedList } from '../paging/usePagedList';
import { failureMessage } from '../procurement/serverFailure';
import { StatusBadge } from '../StatusBadge';
import { trpc } from '../../trpc';
import { VerifiedBadge } from './VerifiedBadge';

export const VERIFICATION_TEXTS = {
  title: 'Verification (KYB)',
  submit: 'Submit KYB',
  documents: 'Company documents',
  documentsHint: 'Choose documents uploaded under Documents (certificate of incorporation, tax registration...).',
  unverified: 'Until your organization is verified you may browse and prepare, but not submit offers, bid on or accept tenders, or receive escrow releases.',
  waiting: 'Your documents are waiting for an admin\'s review.',
} as const;

const OPEN: readonly TReview['status'][] = ['pending', 'under_review'];

/**
 * Settings > Organization: the organization's verification badge, its latest KYB review (a rejection shows its
 * reason) and "Submit KYB" with evidence chosen from the organization's documents.
 */
export function VerificationCard({ user }: { user: TSessionUser }) {
  const mine = trpc.review.mine.useQuery();
  const kybReview = mine.data?.kyb ?? null;
  // Evidence is chosen only while the organization is unverified and has no review waiting.
  const mayApply = mine.data !== undefined && mine.data.organizationVerification !== 'verified' && !(kybReview && OPEN.includes(kybReview.status));
  const documents = usePagedList(trpc.document.list.useInfiniteQuery({ limit: PAGE_LIMIT_MAX }, { ...PAGED_QUERY, enabled: mayApply }));
  const utils = trpc.useUtils();
  const [chosen, setChosen] = useState<string[]>([]);
  const submit = trpc.review.submitKyb.useMutation({
    onSuccess: () => {
      showNotice({ title: 'Success', message: REVIEW_MESSAGES.submitted });
      setChosen([]);
      void utils.review.mine.invalidate();
    },
    onError: (error) => showNotice({ title: REVIEW_MESSAGES.submitFailed, message: failureMessage(error, REVIEW_MESSAGES.submitFailed), variant: 'destructive' }),
  });
  if (!user.organizationId || !mine.data) return null;
  const { organizationVerification, kyb } = mine.data;
  const organizationId = user.organizationId;
  return (
    <Paper withBorder radius="md" p="md" maw={640}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">{VERIFICATION_TEXTS.title}</Title>
          <VerifiedBadge verification={organizationVerification} />
        </Group>
        {organizationVerification !== 'verified' && <Alert color="yellow">{VERIFICATION_TEXTS.unverified}</Alert>}
        {kyb && (
          <Group gap="xs">
            <Text size="sm">Latest review:</Text>
            <StatusBadge status={kyb.status} />
            {kyb.rejectionReason && <Text size="sm" c="red">{kyb.rejectionReason}</Text>}
          </Group>
        )}
        {kyb && OPEN.includes(kyb.status) && <Text size="sm" c="dimmed">{VERIFICATION_TEXTS.waiting}</Text>}
        {mayApply && (
          <>
            <MultiSelect label={VERIFICATION_TEXTS.documents} description={VERIFICATION_TEXTS.documentsHint} searchable clearable value={chosen} onChange={setChosen}
              data={documents.items.filter((d) => d.organizationId === organizationId).map((d) => ({ value: d.id, label: d.name }))} />
            <Group justify="flex-end">
              <Button loading={submit.isPending} onClick={() => submit.mutate({ organizationId, documents: chosen })}>{VERIFICATION_TEXTS.submit}</Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
