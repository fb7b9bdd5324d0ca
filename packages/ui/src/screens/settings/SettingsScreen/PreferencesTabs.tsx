import {
  CURRENCIES,
  LANGUAGES,
  SETTINGS_MESSAGES,
  TIMEZONES,
  type TPreferences,
} from '@energy/domain/schemas/settings';
import { Button, Group, Select, Stack, Switch, Text, useMantineColorScheme } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import type { ReactNode } from 'react';
import { QueryState } from '../../../components/fulfilment/QueryState';
import { showNotice } from '../../../components/notices';
import { trpc } from '../../../trpc';

export const PREFERENCES_TEXTS = {
  saveNotifications: 'Save Notification Settings',
  saveSystem: 'Save System Settings',
  failed: 'Settings not saved',
  loadFailed: 'Your settings could not be loaded',
  sms: 'SMS Notifications',
  smsNotYet:
    'Text messages are not sent yet; they come with a later update of the settings. Your notifications arrive in the app and by email.',
} as const;

const LANGUAGE_LABELS: Record<TPreferences['language'], string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
};

type PreferencesForm = UseFormReturnType<TPreferences>;

function PreferencesForm({
  preferences,
  save,
  children,
}: {
  preferences: TPreferences;
  save: string;
  children: (form: PreferencesForm) => ReactNode;
}) {
  const utils = trpc.useUtils();
  const { setColorScheme } = useMantineColorScheme();
  const form = useForm<TPreferences>({ initialValues: preferences });
  const mutation = trpc.settings.savePreferences.useMutation({
    onSuccess: (saved) => {
      utils.settings.preferences.setData(undefined, saved);
      setColorScheme(saved.darkMode ? 'dark' : 'light');
      showNotice({ title: SETTINGS_MESSAGES.preferencesSaved, message: SETTINGS_MESSAGES.saved });
    },
    onError: (error) => showNotice({ title: PREFERENCES_TEXTS.failed, message: error.message, variant: 'destructive' }),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((values) => mutation.mutate(values))}>
      <Stack maw={640}>
        {children(form)}
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending}>
            {save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Both tabs edit the one preferences record: each saves its own fields with the other's as loaded. */
function PreferencesTab({ save, children }: { save: string; children: (form: PreferencesForm) => ReactNode }) {
  const preferences = trpc.settings.preferences.useQuery();
  return (
    <QueryState
      isPending={preferences.isPending}
      error={preferences.error}
      isEmpty={false}
      loadingText="Loading your settings…"
      errorTitle={PREFERENCES_TEXTS.loadFailed}
      emptyTitle=""
      emptyText=""
    >
      {preferences.data && (
        <PreferencesForm preferences={preferences.data} save={save}>
          {children}
        </PreferencesForm>
      )}
    </QueryState>
  );
}

const toggle = (form: PreferencesForm, field: keyof TPreferences, label: string, description: string) => (
  <Switch label={label} description={description} {...form.getInputProps(field, { type: 'checkbox' })} />
);

/** A setting the platform does not act on yet: its name and one line saying so, instead of a switch that does nothing. */
export function NotYet({ label, text }: { label: string; text: string }) {
  return (
    <Stack gap={2} role="group" aria-label={label}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Text size="xs" c="dimmed">
        {text}
      </Text>
    </Stack>
  );
}

/**
 * Settings > Notifications: the spec's switches (email on, RFQ updates, payment alerts, shipment tracking on by
 * default). SMS is not sent yet (a later settings issue builds it): one line says so; the saved choice is kept.
 */
export function NotificationPreferencesTab() {
  return (
    <PreferencesTab save={PREFERENCES_TEXTS.saveNotifications}>
      {(form) => (
        <>
          {toggle(
            form,
            'emailNotifications',
            'Email Notifications',
            'High-priority notifications are also sent by email',
          )}
          <NotYet label={PREFERENCES_TEXTS.sms} text={PREFERENCES_TEXTS.smsNotYet} />
          {toggle(form, 'rfqUpdates', 'RFQ Updates', 'Offers, counter-offers and contracts on your RFQs')}
          {toggle(form, 'paymentAlerts', 'Payment Alerts', 'Payments and settlements')}
          {toggle(form, 'shipmentTracking', 'Shipment Tracking', 'Shipments, tenders and jobs')}
        </>
      )}
    </PreferencesTab>
  );
}

/** Settings > System: language, timezone, default currency (spec 001 §9 options) and dark mode, applied through Mantine's color scheme. */
export function SystemTab() {
  return (
    <PreferencesTab save={PREFERENCES_TEXTS.saveSystem}>
      {(form) => (
        <>
          <Select
            label="Language"
            allowDeselect={false}
            data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }))}
            {...form.getInputProps('language')}
          />
          <Select label="Timezone" allowDeselect={false} data={[...TIMEZONES]} {...form.getInputProps('timezone')} />
          <Select
            label="Default Currency"
            allowDeselect={false}
            data={[...CURRENCIES]}
            {...form.getInputProps('currency')}
          />
          {toggle(form, 'darkMode', 'Dark Mode', 'Use the dark color scheme')}
        </>
      )}
    </PreferencesTab>
  );
}
