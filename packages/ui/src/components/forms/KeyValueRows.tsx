import { en } from '@energy/i18n/messages/en/screens';
import { translatorFor, type Translate } from '@energy/i18n/translator';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** One name–value line of a free-form record (an RFQ's specifications or terms). */
export interface KeyValueRow {
  key: string;
  value: string;
}

const english = translatorFor('en');

/** "Specifications" reads "specification" in "Add specification"; other languages name the list as it is. */
const itemOf = (label: string, language: string) => (language === 'en' ? label.toLowerCase().replace(/s$/, '') : label);
const listOf = (label: string, language: string) => (language === 'en' ? label.toLowerCase() : label);

/** The English texts (tests read them); the rows speak the page's language. */
export const KEY_VALUE_TEXTS = {
  name: en.components.keyValueRows.name,
  value: en.components.keyValueRows.value,
  add: (label: string) => english('components.keyValueRows.add', { item: itemOf(label, 'en') }),
  remove: (label: string, n: number) => english('components.keyValueRows.remove', { item: listOf(label, 'en'), n }),
  nameRequired: en.components.keyValueRows.nameRequired,
  nameTaken: en.components.keyValueRows.nameTaken,
  nameReserved: (name: string) => english('components.keyValueRows.nameReserved', { name }),
} as const;

/**
 * Row errors of name–value lines (keyed "<field>.<index>.key"): a value needs a name, a name appears once, and the
 * names the form sets itself (`reserved`) are refused. Empty lines are ignored. In the language of `t` (English
 * without it).
 */
export function keyValueErrors(
  field: string,
  rows: readonly KeyValueRow[],
  reserved: readonly string[] = [],
  t: Translate = english,
): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const name = row.key.trim();
    if (!name) {
      if (row.value.trim()) errors[`${field}.${i}.key`] = t('components.keyValueRows.nameRequired');
      return;
    }
    if (reserved.includes(name)) errors[`${field}.${i}.key`] = t('components.keyValueRows.nameReserved', { name });
    else if (seen.has(name)) errors[`${field}.${i}.key`] = t('components.keyValueRows.nameTaken');
    seen.add(name);
  });
  return errors;
}

/** The named lines as a record, empty names left out. */
export const recordOf = (rows: readonly KeyValueRow[]): Record<string, string> =>
  Object.fromEntries(rows.filter((row) => row.key.trim() !== '').map((row) => [row.key.trim(), row.value]));

interface KeyValueRowsProps {
  label: string;
  description?: string;
  rows: readonly KeyValueRow[];
  errors: Readonly<Record<string, unknown>>;
  /** The form path of the list ("specifications"). */
  field: string;
  onChange: (index: number, part: keyof KeyValueRow, value: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** Name–value rows with add and remove buttons, for a form's free-form record. */
export function KeyValueRows({
  label,
  description,
  rows,
  errors,
  field,
  onChange,
  onAdd,
  onRemove,
}: KeyValueRowsProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return (
    <Stack gap={6} role="group" aria-label={label}>
      <Group justify="space-between">
        <div>
          <Text size="sm" fw={500}>
            {label}
          </Text>
          {description && (
            <Text size="xs" c="dimmed">
              {description}
            </Text>
          )}
        </div>
        <Button size="xs" variant="subtle" leftSection={<IconPlus size={14} />} onClick={onAdd}>
          {t('components.keyValueRows.add', { item: itemOf(label, language) })}
        </Button>
      </Group>
      {rows.map((row, i) => (
        <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            aria-label={t('components.keyValueRows.rowName', { label, n: i + 1 })}
            placeholder={t('components.keyValueRows.name')}
            value={row.key}
            error={errors[`${field}.${i}.key`] as string | undefined}
            onChange={(event) => onChange(i, 'key', event.currentTarget.value)}
          />
          <TextInput
            style={{ flex: 2 }}
            aria-label={t('components.keyValueRows.rowValue', { label, n: i + 1 })}
            placeholder={t('components.keyValueRows.value')}
            value={row.value}
            error={errors[`${field}.${i}.value`] as string | undefined}
            onChange={(event) => onChange(i, 'value', event.currentTarget.value)}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            mt={4}
            aria-label={t('components.keyValueRows.remove', { item: listOf(label, language), n: i + 1 })}
            onClick={() => onRemove(i)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
