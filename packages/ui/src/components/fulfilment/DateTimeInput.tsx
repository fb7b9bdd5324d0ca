import { DateInput, type DateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** How a moment is shown and typed, e.g. "November 20, 2026 2:30 PM": the forms' long date style, with the time. */
export const LONG_DATE_TIME_FORMAT = 'MMMM D, YYYY h:mm A';
/** The value Mantine's dates components hold for a moment, in the user's time zone. */
const VALUE_FORMAT = 'YYYY-MM-DD HH:mm:ss';

function parseLongDateTime(text: string): string | null {
  const moment = dayjs(text.trim(), LONG_DATE_TIME_FORMAT, true);
  return moment.isValid() ? moment.format(VALUE_FORMAT) : null;
}

/** A moment as the input's value. */
export const toDateTimeValue = (date: Date): string => dayjs(date).format(VALUE_FORMAT);

/** The input's value as an ISO instant; an empty or unreadable one is passed on for the schema to refuse. */
export function fromDateTimeValue(value: string | null): string {
  if (!value) return '';
  const moment = dayjs(value, VALUE_FORMAT, true);
  return moment.isValid() ? moment.toISOString() : value;
}

/** A typeable date-and-time picker (@mantine/dates, like the other forms' dates) in the long style. */
export function DateTimeInput(props: Omit<DateInputProps, 'valueFormat' | 'dateParser' | 'withTime'>) {
  return <DateInput withTime valueFormat={LONG_DATE_TIME_FORMAT} dateParser={parseLongDateTime} clearable {...props} />;
}
