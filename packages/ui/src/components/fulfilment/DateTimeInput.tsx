import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DATE_TIME_VALUE_FORMAT, DateTimeField, type DateTimeFieldProps } from '../forms/DateTimeField';

dayjs.extend(customParseFormat);

export { LONG_DATE_TIME_FORMAT } from '../forms/DateTimeField';

/** A moment as the input's value. */
export const toDateTimeValue = (date: Date): string => dayjs(date).format(DATE_TIME_VALUE_FORMAT);

/** The input's value as an ISO instant; an empty or unreadable one is passed on for the schema to refuse. */
export function fromDateTimeValue(value: string | null): string {
  if (!value) return '';
  const moment = dayjs(value, DATE_TIME_VALUE_FORMAT, true);
  return moment.isValid() ? moment.toISOString() : value;
}

/** A typeable date-and-time field in the long style, with a date-time picker (the shared DateTimeField). */
export function DateTimeInput(props: DateTimeFieldProps) {
  return <DateTimeField {...props} />;
}
