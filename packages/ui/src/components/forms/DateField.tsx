import { DateInput, useDatesContext, type DateInputProps } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { usePickerPopover } from './FormDialog';

dayjs.extend(customParseFormat);

/** The form's long date style (spec 000 §2), e.g. "November 22, 2026". */
export const LONG_DATE_FORMAT = 'MMMM D, YYYY';

/** The long date style of each language: "22 novembre 2026", "22 de noviembre de 2026", "22. November 2026". */
const LONG_DATE_FORMATS: Readonly<Record<string, string>> = {
  en: LONG_DATE_FORMAT,
  es: 'D [de] MMMM [de] YYYY',
  fr: 'D MMMM YYYY',
  de: 'D. MMMM YYYY',
};

/** The long date style of the dates components' locale (dayjs's: 'en' until another language's names load). */
export const longDateFormat = (locale: string): string => LONG_DATE_FORMATS[locale] ?? LONG_DATE_FORMAT;

/** Typed dates are read in the long style, month names in the interface's language; anything else is not a date. */
function parseLongDate(text: string, locale = 'en'): string | null {
  const date = dayjs(text.trim(), longDateFormat(locale), locale, true);
  return date.isValid() ? date.format('YYYY-MM-DD') : null;
}

export type DateFieldProps = Omit<DateInputProps, 'valueFormat' | 'dateParser'> & {
  /**
   * Days before this one cannot be picked, but can still be typed, so that the form's own rule answers with its
   * message (an end date before the start: "End date must be after or equal to start date"), not "is required".
   */
  notBefore?: string | null;
};

/**
 * A typeable date picker in the long style (the shared date field of the form dialogs). Inside a
 * FormDialog, Escape with its calendar open closes the calendar only.
 */
export function DateField({ notBefore, excludeDate, popoverProps, ...props }: DateFieldProps) {
  const picker = usePickerPopover();
  const { locale } = useDatesContext();
  return (
    <DateInput
      valueFormat={longDateFormat(locale)}
      dateParser={(text) => parseLongDate(text, locale)}
      clearable
      excludeDate={(day) => (notBefore ? day < notBefore : false) || (excludeDate?.(day) ?? false)}
      popoverProps={{
        ...popoverProps,
        onOpen: () => {
          picker.onOpen();
          popoverProps?.onOpen?.();
        },
        onClose: () => {
          picker.onClose();
          popoverProps?.onClose?.();
        },
      }}
      {...props}
    />
  );
}
