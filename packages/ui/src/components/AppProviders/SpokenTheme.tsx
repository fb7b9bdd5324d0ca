import { createTheme, MantineThemeProvider } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The theme's words in the page's language: the names screen readers give Mantine's icon-only close and clear
 * buttons (theme.ts sets them in English, outside any language), and every calendar's month, year and decade steps
 * (the one Calendar inside each date input and picker too), merged over the app's theme.
 */
export function SpokenTheme({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const words = useMemo(
    () =>
      createTheme({
        components: {
          Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('components.closeButtons.notice') } } },
          Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('components.closeButtons.dialog') } } },
          DateInput: { defaultProps: { clearButtonProps: { 'aria-label': t('components.closeButtons.date') } } },
          Select: { defaultProps: { clearButtonProps: { 'aria-label': t('components.closeButtons.selection') } } },
          Calendar: {
            defaultProps: {
              ariaLabels: {
                previousMonth: t('common.calendar.previousMonth'),
                nextMonth: t('common.calendar.nextMonth'),
                previousYear: t('common.calendar.previousYear'),
                nextYear: t('common.calendar.nextYear'),
                previousDecade: t('common.calendar.previousDecade'),
                nextDecade: t('common.calendar.nextDecade'),
              },
            },
          },
        },
      }),
    [t],
  );
  return <MantineThemeProvider theme={words}>{children}</MantineThemeProvider>;
}
