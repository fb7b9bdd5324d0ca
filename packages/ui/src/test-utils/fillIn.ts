import { fireEvent } from '@testing-library/react';
import dayjs from 'dayjs';
import { LONG_DATE_FORMAT } from '../components/procurement/ProcurementDateInput';

/**
 * Puts a whole value into a text, number or date field in one input event, as a paste does. Typing long
 * dates key by key into controlled forms made the form tests slow; the forms' rules are unit-tested in domain.
 */
export function fillIn(field: HTMLElement, value: string): void {
  fireEvent.change(field, { target: { value } });
}

/** A day `daysAhead` from today in the forms' long date style, e.g. "November 22, 2026". */
export const longDate = (daysAhead: number): string => dayjs().add(daysAhead, 'day').format(LONG_DATE_FORMAT);
