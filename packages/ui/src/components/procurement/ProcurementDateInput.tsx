import { todayIn } from '@energy/domain/time-zones';
import { currentTimeZone } from '../../i18n/currentTimeZone';
import { DateField, type DateFieldProps } from '../forms/DateField';

export { LONG_DATE_FORMAT } from '../forms/DateField';

/**
 * A typeable date picker in the long style that refuses days before today, today in the user's zone (spec 000
 * §5); the shared DateField. Its value is a day alone ("2026-11-22"), the same in every zone.
 */
export function ProcurementDateInput(props: DateFieldProps) {
  return <DateField minDate={todayIn(currentTimeZone())} {...props} />;
}
