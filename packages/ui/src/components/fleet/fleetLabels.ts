import dayjs from 'dayjs';

/** Today as the pickers' YYYY-MM-DD bound. */
export const todayDay = (): string => dayjs().format('YYYY-MM-DD');
