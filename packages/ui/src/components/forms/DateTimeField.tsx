import { ActionIcon, Popover } from '@mantine/core';
import { DateInput, InlineDateTimePicker, useDatesContext, type DateInputProps } from '@mantine/dates';
import { IconCalendarClock } from '@tabler/icons-react';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useState } from 'react';
import { usePickerPopover } from './FormDialog';

dayjs.extend(customParseFormat);

/** How a moment is shown and typed, e.g. "November 20, 2026 2:30 PM": the forms' long date style, with the time. */
export const LONG_DATE_TIME_FORMAT = 'MMMM D, YYYY h:mm A';
/** The value Mantine's dates components hold for a moment, in the user's time zone. */
export const DATE_TIME_VALUE_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** The time a picked day starts with until a time is chosen. */
export const DEFAULT_PICKED_TIME = '09:00:00';

export const DATE_TIME_FIELD_TEXTS = {
  openPicker: (label: string) => `Pick ${label.toLowerCase()} date and time`,
  setTime: 'Set date and time',
} as const;

function parseLongDateTime(text: string, locale = 'en'): string | null {
  const moment = dayjs(text.trim(), LONG_DATE_TIME_FORMAT, locale, true);
  return moment.isValid() ? moment.format(DATE_TIME_VALUE_FORMAT) : null;
}

export type DateTimeFieldProps = Omit<
  DateInputProps,
  'valueFormat' | 'dateParser' | 'withTime' | 'value' | 'onChange'
> & {
  value?: string | null;
  onChange?: (value: string | null) => void;
};

/**
 * A date and time: typed in the long style ("November 20, 2026 2:30 PM"), or picked with the
 * calendar button, whose dropdown is @mantine/dates' date-time picker with a time input and a confirm button, so
 * a click no longer sets 12:00 AM. Inside a FormDialog, Escape with the picker open closes the picker only.
 */
export function DateTimeField({
  value,
  onChange,
  minDate,
  maxDate,
  label,
  disabled,
  readOnly,
  ...props
}: DateTimeFieldProps) {
  const picker = usePickerPopover();
  const { locale } = useDatesContext();
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<string | null>(value ?? null);
  const open = (next: boolean) => {
    if (next) setDraft(value ?? null);
    setOpened(next);
    if (next) picker.onOpen();
    else picker.onClose();
  };
  const name = typeof label === 'string' ? label : 'the';
  const trigger = (
    <Popover opened={opened} onChange={open} onDismiss={() => open(false)} position="bottom-end" trapFocus withinPortal>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={DATE_TIME_FIELD_TEXTS.openPicker(name)}
          onClick={() => open(!opened)}
          disabled={disabled || readOnly}
        >
          <IconCalendarClock size={18} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <InlineDateTimePicker
          value={draft}
          onChange={setDraft}
          minDate={minDate}
          maxDate={maxDate}
          defaultTimeValue={DEFAULT_PICKED_TIME}
          timePickerProps={{
            format: '12h',
            hoursInputLabel: 'Hours',
            minutesInputLabel: 'Minutes',
            amPmInputLabel: 'AM or PM',
          }}
          submitButtonProps={{ 'aria-label': DATE_TIME_FIELD_TEXTS.setTime }}
          onSubmit={() => {
            onChange?.(draft);
            open(false);
          }}
        />
      </Popover.Dropdown>
    </Popover>
  );
  return (
    <DateInput
      withTime
      valueFormat={LONG_DATE_TIME_FORMAT}
      dateParser={(text) => parseLongDateTime(text, locale)}
      clearable
      label={label}
      value={value}
      onChange={(next) => onChange?.(next)}
      minDate={minDate}
      maxDate={maxDate}
      disabled={disabled}
      readOnly={readOnly}
      // The calendar of a typed date sets midnight: the picker button beside it sets a day and a time instead.
      popoverProps={{ disabled: true }}
      rightSection={trigger}
      rightSectionPointerEvents="all"
      {...props}
    />
  );
}
