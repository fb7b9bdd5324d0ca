import dayjs from 'dayjs';

/** "cubic_meters" reads "Cubic meters", "Euro 6" stays as it is. */
export const optionLabel = (value: string): string => value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ');

/** Select options from a domain list, labelled for reading. */
export const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: optionLabel(value) }));

/** A calendar day as the fleet screens show it, e.g. "Nov 22, 2026". */
export const formatDay = (day: string): string => dayjs(day).format('MMM D, YYYY');

/** Today as the pickers' YYYY-MM-DD bound. */
export const todayDay = (): string => dayjs().format('YYYY-MM-DD');
