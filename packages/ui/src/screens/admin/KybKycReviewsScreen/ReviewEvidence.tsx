import { REVIEW_TYPE_LABELS, type TReview } from '@energy/domain/schemas/review';
import { Anchor, Button, Group, Popover, Stack, Text } from '@mantine/core';
import { IconDownload, IconFiles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../../i18n/useDisplay';
import { bytesIn, downloadHref } from '../../documents/DocumentsScreen/documentColumns';

/** "KYB Kano Fuel Traders": the review's type and whose it is, to tell rows apart for screen readers. */
export const evidenceSubject = (review: TReview) =>
  `${REVIEW_TYPE_LABELS[review.reviewType]} ${review.organizationName ?? review.userName}`;

/**
 * The Documents cell: the count as a button opening the submitted evidence, each with its name, size and
 * download (the documents REST route; admins read every document).
 */
export function ReviewEvidence({ review }: { review: TReview }) {
  const { t } = useTranslation();
  const bytes = bytesIn(useDisplay());
  if (review.documentCount === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('admin.reviews.evidence.count', { count: 0 })}
      </Text>
    );
  const missing = review.documentCount - review.evidence.length;
  return (
    <Popover position="bottom-end" withArrow shadow="md" width={320}>
      <Popover.Target>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconFiles size={14} aria-hidden />}
          // The button's accessible name: its visible count, then whose submission it is.
          aria-label={t('admin.reviews.evidence.label', {
            count: review.documentCount,
            subject: evidenceSubject(review),
          })}
        >
          {t('admin.reviews.evidence.count', { count: review.documentCount })}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" ta="left">
          {review.evidence.map((document) => (
            <Group key={document.id} justify="space-between" gap="sm" wrap="nowrap">
              <Anchor
                href={downloadHref(document)}
                download
                size="sm"
                aria-label={t('admin.reviews.evidence.download', { name: document.name })}
                style={{ overflowWrap: 'anywhere' }}
              >
                <Group gap={6} wrap="nowrap" component="span">
                  <IconDownload size={14} aria-hidden />
                  {document.name}
                </Group>
              </Anchor>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {bytes(document.size)}
              </Text>
            </Group>
          ))}
          {missing > 0 && (
            <Text size="xs" c="dimmed">
              {/* Ids the review still lists whose document was deleted since (counted, but nothing to open). */}
              {t('admin.reviews.evidence.missing', { count: missing })}
            </Text>
          )}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
