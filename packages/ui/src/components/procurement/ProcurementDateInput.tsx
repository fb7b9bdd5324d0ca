import { DateInput, type DateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** The form's long date style (spec 000 §2), e.g. "November 22, 2026". */
export const LONG_DATE_FORMAT = 'MMMM D, YYYY';

/** Typed dates are read in the long style; anything else is not a date. */
function parseLongDate(text: string): string | null {
  const date = dayjs(text.trim(), LONG_DATE_FORMAT, true);
  return date.isValid() ? date.format('YYYY-MM-DD') : null;
}

/** A typeable date picker in the long style that refuses days before today (spec 000 §5). */
export function ProcurementDateInput(props: Omit<DateInputProps, 'valueFormat' | 'dateParser'>) {
  return (
    <DateInput
      valueFormat={LONG_DATE_FORMAT}
      dateParser={parseLongDate}
      minDate={dayjs().format('YYYY-MM-DD')}
      clearable
      {...props}
    />
  );
}
