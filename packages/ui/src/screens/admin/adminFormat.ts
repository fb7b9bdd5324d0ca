import dayjs from 'dayjs';

/** A timestamp as the admin tables show it: "May 3, 2026". */
export const formatDate = (iso: string): string => dayjs(iso).format('MMM D, YYYY');
