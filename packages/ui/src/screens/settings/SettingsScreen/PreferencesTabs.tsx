import { COLOR_SCHEMES, CURRENCIES, LANGUAGES, TIMEZONES, type TPreferences } from '@energy/domain/schemas/settings';
import { loadCatalogue, translatorFor } from '@energy/i18n/translator';
import { formatOffset, localZone, TIME_ZONES, zoneLabel, zoneOffsetMinutes } from '@energy/domain/time-zones';
import { Button, Group, Select, Stack, Switch, Text, useMantineColorScheme } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useForm } from '../../../components/forms/useForm';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/fulfilment/QueryState';
import { showNotice } from '../../../components/notices';
import { trpc } from '../../../trpc';

export const PREFERENCES_TEXTS = {
  sms: 'SMS Notifications',
  smsNotYet:
    'Text messages are not sent yet; they come with a later update of the settings. Your notifications arrive in the app and by email.',
} as const;

/** Each language in its own words, as every language's menu names them. */
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
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const { setColorScheme } = useMantineColorScheme();
  const form = useForm<TPreferences>({ initialValues: preferences });
  const mutation = trpc.settings.savePreferences.useMutation({
    onSuccess: async (saved) => {
      utils.settings.preferences.setData(undefined, saved);
      // The page follows at once: its language, its times' zone, its colour scheme and the currency money forms open
      // with are the session's.
      utils.auth.me.setData(undefined, (me) =>
        me
          ? {
              ...me,
              preferences: {
                ...me.preferences,
                language: saved.language,
                timezone: saved.timezone,
                colorScheme: saved.colorScheme,
                currency: saved.currency,
              },
            }
          : me,
      );
      setColorScheme(saved.colorScheme);
      // The confirmation speaks the language just saved: worded in the page's previous language (French, say), it
      // stayed so after a switch to German (a notice is only reworded from English).
      const say = await loadCatalogue(saved.language).then(
        () => translatorFor(saved.language),
        () => t,
      );
      showNotice({ title: say('preferences.preferencesSaved'), message: say('preferences.saved') });
    },
    onError: (error) => showNotice({ title: t('preferences.failed'), message: error.message, variant: 'destructive' }),
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
  const { t } = useTranslation();
  const preferences = trpc.settings.preferences.useQuery();
  return (
    <QueryState
      isPending={preferences.isPending}
      error={preferences.error}
      isEmpty={false}
      loadingText={t('preferences.loading')}
      errorTitle={t('preferences.loadFailed')}
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

const AS_CHECKBOX = { type: 'checkbox' } as const;

type ToggleField = 'emailNotifications' | 'rfqUpdates' | 'paymentAlerts' | 'shipmentTracking';
/** The catalogue keys of each switch's label and its line of explanation. */
const TOGGLES = {
  emailNotifications: ['preferences.notifications.email', 'preferences.notifications.emailHint'],
  rfqUpdates: ['preferences.notifications.rfqUpdates', 'preferences.notifications.rfqUpdatesHint'],
  paymentAlerts: ['preferences.notifications.paymentAlerts', 'preferences.notifications.paymentAlertsHint'],
  shipmentTracking: ['preferences.notifications.shipmentTracking', 'preferences.notifications.shipmentTrackingHint'],
} as const satisfies Record<ToggleField, readonly [string, string]>;

function Toggle({ form, field }: { form: PreferencesForm; field: ToggleField }) {
  const { t } = useTranslation();
  const [label, description] = TOGGLES[field];
  return <Switch label={t(label)} description={t(description)} {...form.getInputProps(field, AS_CHECKBOX)} />;
}

const EMAIL: ToggleField = 'emailNotifications';
const BY_TOPIC: readonly ToggleField[] = ['rfqUpdates', 'paymentAlerts', 'shipmentTracking'];

/** The System tab's fields' inputs. */
const systemInputs = (form: PreferencesForm) => ({
  language: form.getInputProps('language'),
  timezone: form.getInputProps('timezone'),
  currency: form.getInputProps('currency'),
  colorScheme: form.getInputProps('colorScheme'),
});

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
  const { t } = useTranslation();
  return (
    <PreferencesTab save={t('preferences.notifications.save')}>
      {(form) => (
        <>
          <Toggle form={form} field={EMAIL} />
          <Switch
            label={t('sms.preferences.label')}
            description={t('sms.preferences.hint')}
            checked={form.values.smsNotifications}
            onChange={(event) => form.setValues({ smsNotifications: event.currentTarget.checked })}
          />
          {BY_TOPIC.map((field) => (
            <Toggle key={field} form={form} field={field} />
          ))}
        </>
      )}
    </PreferencesTab>
  );
}

/** Each zone with its offset now ("CET (UTC+01:00)"); the browser's names the zone it is ("Europe/Berlin"). */
function useZoneOptions(): { value: string; label: string }[] {
  const { t } = useTranslation();
  const browser = localZone();
  return TIMEZONES.map((value) =>
    value === 'browser'
      ? {
          value,
          label: t('preferences.system.browserZone', {
            zone: browser,
            offset: formatOffset(zoneOffsetMinutes(browser)),
          }),
        }
      : { value, label: zoneLabel(value, TIME_ZONES[value]) },
  );
}

/**
 * Settings > System: language, time zone (the spec's four, each with its offset, or the browser's), default
 * currency (spec 001 §9 options) and the colour scheme (light, dark, the system's), applied through Mantine's.
 */
export function SystemTab() {
  const { t } = useTranslation();
  const zones = useZoneOptions();
  const schemes = COLOR_SCHEMES.map((value) => ({ value, label: t(`preferences.system.${value}`) }));
  return (
    <PreferencesTab save={t('preferences.system.save')}>
      {(form) => (
        <>
          <Select
            label={t('preferences.system.language')}
            allowDeselect={false}
            data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }))}
            {...systemInputs(form).language}
          />
          <Select
            label={t('preferences.system.timezone')}
            description={t('preferences.system.timezoneHint')}
            allowDeselect={false}
            data={zones}
            {...systemInputs(form).timezone}
          />
          <Select
            label={t('preferences.system.currency')}
            allowDeselect={false}
            data={[...CURRENCIES]}
            {...systemInputs(form).currency}
          />
          <Select
            label={t('preferences.system.colorScheme')}
            description={t('preferences.system.colorSchemeHint')}
            allowDeselect={false}
            data={schemes}
            {...systemInputs(form).colorScheme}
          />
        </>
      )}
    </PreferencesTab>
  );
}
