import { isLanguage } from '@energy/i18n/languages';
import { localizeMessage } from '@energy/i18n/localize';
import type { TPriceIndex } from '@energy/domain/schemas/pricing';
import { Alert, Badge, Button, FileInput, Group, ScrollArea, Stack, Table, Text, Textarea } from '@mantine/core';
import { DeferredModal } from '../../../components/DeferredModal';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../components/errors/serverFailure';
import { showNotice } from '../../../components/notices';
import { trpc } from '../../../trpc';
import { parseQuotesCsv, withServerProblems, type QuoteCsvRow, type QuoteRowProblem } from './quotesCsv';

/** A chosen file's text (FileReader: every browser and the tests' DOM have it). */
function fileText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/** The preview's row, its problem said in the user's words. */
function ProblemText({ problem }: { problem: QuoteRowProblem }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  return (
    <Text size="sm" c="red">
      {problem.field === 'line'
        ? t('admin.priceIndices.importer.lineProblem')
        : localizeMessage(problem.message, language)}
    </Text>
  );
}

function PreviewTable({ rows }: { rows: QuoteCsvRow[] }) {
  const { t } = useTranslation();
  return (
    <ScrollArea.Autosize mah={300}>
      <Table stickyHeader striped aria-label={t('admin.priceIndices.importer.preview')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('admin.priceIndices.importer.line')}</Table.Th>
            <Table.Th>{t('admin.priceIndices.importer.date')}</Table.Th>
            <Table.Th>{t('admin.priceIndices.importer.value')}</Table.Th>
            <Table.Th>{t('admin.priceIndices.importer.check')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.line} bg={row.problem ? 'var(--mantine-color-red-light)' : undefined}>
              <Table.Td>{row.line}</Table.Td>
              <Table.Td ff="monospace">{row.date}</Table.Td>
              <Table.Td ff="monospace">{row.value}</Table.Td>
              <Table.Td>
                {row.problem ? (
                  <ProblemText problem={row.problem} />
                ) : (
                  <Badge color="green" variant="light">
                    {t('admin.priceIndices.importer.ok')}
                  </Badge>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}

function QuoteImport({ index, onDone }: { index: TPriceIndex; onDone: () => void }) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  // The server's refusal, put on the rows it names; cleared when the text changes.
  const [refused, setRefused] = useState<QuoteCsvRow[] | null>(null);
  const parsed = parseQuotesCsv(text);
  const rows = refused ?? parsed;
  const errors = rows.filter((row) => row.problem !== null).length;
  const post = trpc.pricing.postQuotes.useMutation({
    onSuccess: (posted) => {
      showNotice({ title: t('admin.notices.success'), message: t('admin.priceIndices.importer.done', posted) });
      void utils.pricing.invalidate();
      onDone();
    },
    onError: (error) => {
      setRefused(withServerProblems(parsed, error.data?.details ?? []));
      showNotice({
        title: t('admin.notices.error'),
        message: failureMessage(error, t('admin.priceIndices.importer.failed')),
        variant: 'destructive',
      });
    },
  });
  const read = (next: string) => {
    setRefused(null);
    setText(next);
  };
  const choose = (chosen: File | null) => {
    setFile(chosen);
    if (chosen) void fileText(chosen).then(read, () => read(''));
  };
  return (
    <Stack>
      <Text size="sm">{t('admin.priceIndices.importer.intro', { unit: index.priceUnit })}</Text>
      <FileInput
        label={t('admin.priceIndices.importer.file')}
        placeholder={t('admin.priceIndices.importer.filePlaceholder')}
        accept=".csv,text/csv,text/plain"
        leftSection={<IconFileTypeCsv size={16} />}
        clearable
        value={file}
        onChange={choose}
      />
      <Textarea
        label={t('admin.priceIndices.importer.paste')}
        rows={5}
        ff="monospace"
        value={text}
        onChange={(event) => read(event.currentTarget.value)}
      />
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('admin.priceIndices.importer.nothing')}
        </Text>
      ) : (
        <>
          <Text size="sm" fw={500}>
            {t('admin.priceIndices.importer.summary', { count: rows.length, errors })}
          </Text>
          {errors > 0 && (
            <Alert color="red" variant="light">
              {t('admin.priceIndices.importer.fixFirst')}
            </Alert>
          )}
          <PreviewTable rows={rows} />
        </>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDone} disabled={post.isPending}>
          {t('admin.common.cancel')}
        </Button>
        <Button
          disabled={rows.length === 0 || errors > 0}
          loading={post.isPending}
          onClick={() => post.mutate({ id: index.id, quotes: parsed.map(({ date, value }) => ({ date, value })) })}
        >
          {t('admin.priceIndices.importer.submit', { count: rows.length })}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A CSV import of one index's quotes: a file or pasted lines, a preview of every row with its problem, then one
 * post of all the rows (the server takes all or none) and a notice of how many were inserted and replaced.
 */
export function QuoteImportModal({ index, onClose }: { index: TPriceIndex | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DeferredModal
      opened={index !== null}
      onClose={onClose}
      title={index ? t('admin.priceIndices.importer.title', { code: index.code }) : ''}
      size="xl"
    >
      {index && <QuoteImport key={index.id} index={index} onDone={onClose} />}
    </DeferredModal>
  );
}
