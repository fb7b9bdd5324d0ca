import { en } from '@energy/i18n/messages/en/screens';
import { translatorFor } from '@energy/i18n/translator';
import { ActionIcon, Popover } from '@mantine/core';
import { DateInput, InlineDateTimePicker, useDatesContext, type DateInputProps } from '@mantine/dates';
import { IconCalendarClock } from '@tabler/icons-react';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePickerPopover } from './FormDialog';

dayjs.extend(customParseFormat);

/** How a moment is shown and typed, e.g. "November 20, 2026 2:30 PM": the forms' long date style, with the time. */
export const LONG_DATE_TIME_FORMAT = 'MMMM D, YYYY h:mm A';
/** The value Mantine's dates components hold for a moment, in the user's time zone. */
export const DATE_TIME_VALUE_FORMAT = 'YYYY-MM-DD HH:mm:ss';
/** The time a picked day starts with until a time is chosen. */
export const DEFAULT_PICKED_TIME = '09:00:00';

/** The long style of each language, on the 24-hour clock but in English: "20 novembre 2026 14:30". */
const LONG_DATE_TIME_FORMATS: Readonly<Record<string, string>> = {
  en: LONG_DATE_TIME_FORMAT,
  es: 'D [de] MMMM [de] YYYY HH:mm',
  fr: 'D MMMM YYYY HH:mm',
  de: 'D. MMMM YYYY HH:mm',
};

/** The long date-time style of the dates components' locale (dayjs's: 'en' until another language's names load). */
export const longDateTimeFormat = (locale: string): string => LONG_DATE_TIME_FORMATS[locale] ?? LONG_DATE_TIME_FORMAT;

const english = translatorFor('en');

/** The English texts (tests read them); the field speaks the page's language. */
export const DATE_TIME_FIELD_TEXTS = {
  openPicker: (label: string) => english('components.dateTimeField.openPicker', { label: label.toLowerCase() }),
  setTime: en.components.dateTimeField.setTime,
} as const;

function parseLongDateTime(text: string, locale = 'en'): string | null {
  const moment = dayjs(text.trim(), longDateTimeFormat(locale), locale, true);
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
  const { t } = useTranslation();
  const { locale } = useDatesContext();
  const twelveHour = locale === 'en';
  const [opened, setOpened] = useState(false);
  const [draft, setDraft] = useState<string | null>(value ?? null);
  const open = (next: boolean) => {
    if (next) setDraft(value ?? null);
    setOpened(next);
    if (next) picker.onOpen();
    else picker.onClose();
  };
  // The field's label inside a sentence: lower case but in German, whose nouns keep their capital.
  const pickerLabel =
    typeof label === 'string'
      ? t('components.dateTimeField.openPicker', { label: locale === 'de' ? label : label.toLowerCase() })
      : t('components.dateTimeField.openPickerUnnamed');
  const trigger = (
    <Popover opened={opened} onChange={open} onDismiss={() => open(false)} position="bottom-end" trapFocus withinPortal>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={pickerLabel}
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
            format: twelveHour ? '12h' : '24h',
            hoursInputLabel: t('components.dateTimeField.hours'),
            minutesInputLabel: t('components.dateTimeField.minutes'),
            amPmInputLabel: t('components.dateTimeField.amPm'),
          }}
          submitButtonProps={{ 'aria-label': t('components.dateTimeField.setTime') }}
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
      valueFormat={longDateTimeFormat(locale)}
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
