import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';

/** One name–value line of a free-form record (an RFQ's specifications or terms). */
export interface KeyValueRow {
  key: string;
  value: string;
}

export const KEY_VALUE_TEXTS = {
  name: 'Name',
  value: 'Value',
  add: (label: string) => `Add ${label.toLowerCase().replace(/s$/, '')}`,
  remove: (label: string, n: number) => `Remove ${label.toLowerCase()} row ${n}`,
  nameRequired: 'Enter a name for this value',
  nameTaken: 'Each name may appear once',
  nameReserved: (name: string) => `"${name}" is set by the form above`,
} as const;

/**
 * Row errors of name–value lines (keyed "<field>.<index>.key"): a value needs a name, a name appears once, and the
 * names the form sets itself (`reserved`) are refused. Empty lines are ignored.
 */
export function keyValueErrors(
  field: string,
  rows: readonly KeyValueRow[],
  reserved: readonly string[] = [],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const name = row.key.trim();
    if (!name) {
      if (row.value.trim()) errors[`${field}.${i}.key`] = KEY_VALUE_TEXTS.nameRequired;
      return;
    }
    if (reserved.includes(name)) errors[`${field}.${i}.key`] = KEY_VALUE_TEXTS.nameReserved(name);
    else if (seen.has(name)) errors[`${field}.${i}.key`] = KEY_VALUE_TEXTS.nameTaken;
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
          {KEY_VALUE_TEXTS.add(label)}
        </Button>
      </Group>
      {rows.map((row, i) => (
        <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            aria-label={`${label} ${KEY_VALUE_TEXTS.name.toLowerCase()} ${i + 1}`}
            placeholder={KEY_VALUE_TEXTS.name}
            value={row.key}
            error={errors[`${field}.${i}.key`] as string | undefined}
            onChange={(event) => onChange(i, 'key', event.currentTarget.value)}
          />
          <TextInput
            style={{ flex: 2 }}
            aria-label={`${label} ${KEY_VALUE_TEXTS.value.toLowerCase()} ${i + 1}`}
            placeholder={KEY_VALUE_TEXTS.value}
            value={row.value}
            error={errors[`${field}.${i}.value`] as string | undefined}
            onChange={(event) => onChange(i, 'value', event.currentTarget.value)}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            mt={4}
            aria-label={KEY_VALUE_TEXTS.remove(label, i + 1)}
            onClick={() => onRemove(i)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
    </Stack>
  );
}
