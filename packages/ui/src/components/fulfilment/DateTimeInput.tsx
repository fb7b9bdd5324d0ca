import { instantOfWallClock, wallClockIn } from '@energy/domain/time-zones';
import { currentTimeZone } from '../../i18n/currentTimeZone';
import { DateTimeField, type DateTimeFieldProps } from '../forms/DateTimeField';

export { LONG_DATE_TIME_FORMAT } from '../forms/DateTimeField';

/** A moment as the input's value: the wall-clock time in the user's zone (`zone`, theirs by default). */
export const toDateTimeValue = (date: Date, zone: string = currentTimeZone()): string => wallClockIn(date, zone);

/**
 * The input's value, a wall-clock time in the user's zone, as the UTC instant it names (ISO); an empty or
 * unreadable one is passed on for the schema to refuse.
 */
export function fromDateTimeValue(value: string | null, zone: string = currentTimeZone()): string {
  if (!value) return '';
  return instantOfWallClock(value, zone)?.toISOString() ?? value;
}

/** A typeable date-and-time field in the long style, with a date-time picker (the shared DateTimeField). */
export function DateTimeInput(props: DateTimeFieldProps) {
  return <DateTimeField {...props} />;
}
