import type { TSessionUser } from '@energy/domain/schemas/auth';
import { PAGE_LIMIT_MAX } from '@energy/domain/schemas/paging-limits';
import type { ReviewType, TMyVerification, TReview } from '@energy/domain/schemas/review';
import { Alert, Button, Group, MultiSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showNotice } from '../notices';
import { PAGED_QUERY, usePagedList } from '../paging/usePagedList';
import { failureMessage } from '../errors/serverFailure';
import type { ServerError } from '../serverErrors';
import { StatusBadge } from '../StatusBadge';
import { trpc } from '../../trpc';
import { VerifiedBadge } from './VerifiedBadge';

const OPEN: readonly TReview['status'][] = ['pending', 'under_review'];

/** Who the kind verifies, and their latest review of that kind. */
function standingOf(kind: ReviewType, mine: TMyVerification): { verified: boolean; review: TReview | null } {
  return kind === 'kyb'
    ? { verified: mine.organizationVerification === 'verified', review: mine.kyb }
    : { verified: mine.userVerified, review: mine.kyc };
}

/**
 * The caller's verification of one kind: KYB (Settings > Organization: the organization, company documents)
 * or KYC (Settings > Profile: the user, identity documents). It shows the Verified badge, the latest review
 * (a rejection shows its reason) and, while unverified with no review waiting, "Submit KYB"/"Submit KYC"
 * with evidence chosen from the organization's documents.
 */
export function VerificationCard({ kind, user }: { kind: ReviewType; user: TSessionUser }) {
  const { t } = useTranslation();
  // The card's words for its kind of review: KYB verifies the organization, KYC the user.
  const texts = {
    title: t(`admin.verification.${kind}.title`),
    submit: t(`admin.verification.${kind}.submit`),
    documents: t(`admin.verification.${kind}.documents`),
    documentsHint: t(`admin.verification.${kind}.documentsHint`),
    unverified: t(`admin.verification.${kind}.unverified`),
    waiting: t(`admin.verification.${kind}.waiting`),
  };
  const mine = trpc.review.mine.useQuery();
  const standing = mine.data ? standingOf(kind, mine.data) : null;
  // Evidence is chosen only while unverified and with no review of this kind waiting.
  const mayApply =
    standing !== null && !standing.verified && !(standing.review && OPEN.includes(standing.review.status));
  const documents = usePagedList(
    trpc.document.list.useInfiniteQuery({ limit: PAGE_LIMIT_MAX }, { ...PAGED_QUERY, enabled: mayApply }),
  );
  const utils = trpc.useUtils();
  const [chosen, setChosen] = useState<string[]>([]);
  const submitted = {
    onSuccess: () => {
      showNotice({ title: t('admin.notices.success'), message: t('admin.verification.submitted') });
      setChosen([]);
      void utils.review.mine.invalidate();
    },
    onError: (error: ServerError) =>
      showNotice({
        title: t('admin.verification.submitFailed'),
        message: failureMessage(error, t('admin.verification.submitFailed')),
        variant: 'destructive',
      }),
  };
  const submitKyb = trpc.review.submitKyb.useMutation(submitted);
  const submitKyc = trpc.review.submitKyc.useMutation(submitted);
  if (!user.organizationId || !standing) return null;
  const { verified, review } = standing;
  const organizationId = user.organizationId;
  const submit = () =>
    kind === 'kyb' ? submitKyb.mutate({ organizationId, documents: chosen }) : submitKyc.mutate({ documents: chosen });
  return (
    <Paper withBorder radius="md" p="md" maw={640}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={3} size="h4">
            {texts.title}
          </Title>
          <VerifiedBadge verified={verified} />
        </Group>
        {!verified && <Alert color="yellow">{texts.unverified}</Alert>}
        {review && (
          <Group gap="xs">
            <Text size="sm">{t('admin.verification.latestReview')}</Text>
            <StatusBadge status={review.status} />
            {review.rejectionReason && (
              <Text size="sm" c="red">
                {review.rejectionReason}
              </Text>
            )}
          </Group>
        )}
        {review && OPEN.includes(review.status) && (
          <Text size="sm" c="dimmed">
            {texts.waiting}
          </Text>
        )}
        {mayApply && (
          <>
            <MultiSelect
              label={texts.documents}
              description={texts.documentsHint}
              searchable
              clearable
              value={chosen}
              onChange={setChosen}
              data={documents.items
                .filter((d) => d.organizationId === organizationId)
                .map((d) => ({ value: d.id, label: d.name }))}
            />
            <Group justify="flex-end">
              <Button loading={submitKyb.isPending || submitKyc.isPending} onClick={submit}>
                {texts.submit}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
