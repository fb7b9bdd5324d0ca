import dayjs from 'dayjs';
import { DateField, type DateFieldProps } from '../forms/DateField';

export { LONG_DATE_FORMAT } from '../forms/DateField';

/** A typeable date picker in the long style that refuses days before today (spec 000 §5); the shared DateField. */
export function ProcurementDateInput(props: DateFieldProps) {
  return <DateField minDate={dayjs().format('YYYY-MM-DD')} {...props} />;
}
