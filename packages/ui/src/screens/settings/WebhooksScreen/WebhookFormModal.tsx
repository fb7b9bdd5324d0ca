import { ZWebhookCreateInput, type TWebhook, type TWebhookCreated } from '@energy/domain/schemas/webhooks';
import { Alert, Button, Group, Stack, Switch, TextInput } from '@mantine/core';
import { schemaResolver } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../components/errors/serverFailure';
import { FormDialog, useDirtyForm, useFormDialog } from '../../../components/forms/FormDialog';
import { useForm } from '../../../components/forms/useForm';
import { showNotice } from '../../../components/notices';
import { serverFieldErrors, type ServerError } from '../../../components/serverErrors';
import { trpc } from '../../../trpc';
import { SigningSecretShownOnce } from './SigningSecretShownOnce';
import { WebhookEventsField, type EventScope } from './WebhookEventsField';

interface EndpointFormValues {
  url: string;
  description: string;
  scope: EventScope;
  events: string[];
  enabled: boolean;
}

const FIELDS = ['url', 'description', 'events'] as const;
const resolve = schemaResolver(ZWebhookCreateInput, { sync: true });

/** What the form sends: `["*"]` for every event, else the chosen types. */
const payloadOf = ({ url, description, scope, events }: EndpointFormValues) => ({
  url: url.trim(),
  description: description.trim(),
  events: scope === 'all' ? ['*'] : events,
});

function valuesOf(endpoint: TWebhook | null): EndpointFormValues {
  if (!endpoint) return { url: '', description: '', scope: 'all', events: [], enabled: true };
  const all = endpoint.events.includes('*');
  return {
    url: endpoint.url,
    description: endpoint.description,
    scope: all ? 'all' : 'chosen',
    events: all ? [] : endpoint.events,
    enabled: endpoint.enabled,
  };
}

function EndpointForm({
  endpoint,
  onCreated,
  onDone,
}: {
  endpoint: TWebhook | null;
  onCreated: (created: TWebhookCreated) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const utils = trpc.useUtils();
  const dialog = useFormDialog();
  // A refusal that names no field (403, 409: too many endpoints) stays in the dialog beside the notice.
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<EndpointFormValues>({
    initialValues: valuesOf(endpoint),
    validate: (values) => resolve(payloadOf(values)),
  });
  useDirtyForm(form.isDirty());
  const failed = (error: ServerError) => {
    const fieldErrors = serverFieldErrors(error, FIELDS);
    form.setErrors(fieldErrors);
    setRefusal(Object.keys(fieldErrors).length === 0 ? error.message : null);
    showNotice({
      title: t('settings.webhooks.form.failed'),
      message: failureMessage(error, t('settings.webhooks.form.failed'), {
        url: t('settings.webhooks.form.url'),
        description: t('settings.webhooks.form.description'),
        events: t('settings.webhooks.form.eventTypes'),
      }),
      variant: 'destructive',
    });
  };
  const create = trpc.webhook.create.useMutation({
    onSuccess: (created) => {
      void utils.webhook.invalidate();
      onCreated(created);
    },
    onError: failed,
  });
  const update = trpc.webhook.update.useMutation({
    onSuccess: (saved) => {
      void utils.webhook.invalidate();
      showNotice({ title: t('settings.webhooks.form.saved'), message: saved.url });
      onDone();
    },
    onError: failed,
  });
  const pending = create.isPending || update.isPending;
  const submit = (values: EndpointFormValues) => {
    setRefusal(null);
    if (endpoint) update.mutate({ id: endpoint.id, ...payloadOf(values), enabled: values.enabled });
    else create.mutate(payloadOf(values));
  };
  return (
    <form noValidate onSubmit={form.onSubmit(submit)}>
      <Stack>
        {refusal && (
          <Alert color="red" title={t('settings.webhooks.form.failed')}>
            {refusal}
          </Alert>
        )}
        <TextInput
          label={t('settings.webhooks.form.url')}
          description={t('settings.webhooks.form.urlHint')}
          withAsterisk
          type="url"
          {...form.getInputProps('url')}
        />
        <TextInput label={t('settings.webhooks.form.description')} {...form.getInputProps('description')} />
        <WebhookEventsField
          scope={form.values.scope}
          onScopeChange={(scope) => form.setFieldValue('scope', scope)}
          events={form.values.events}
          onEventsChange={(events) => form.setFieldValue('events', events)}
          error={form.errors.events}
        />
        {endpoint && (
          <Switch
            label={t('settings.webhooks.form.enabled')}
            description={t('settings.webhooks.form.enabledHint')}
            {...form.getInputProps('enabled', { type: 'checkbox' })}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={dialog?.requestClose ?? onDone} disabled={pending}>
            {t('settings.webhooks.form.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {endpoint ? t('settings.webhooks.form.submitEdit') : t('settings.webhooks.form.submitCreate')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Register an endpoint (then its signing secret, shown this once) or edit one: URL, description, event types and,
 * for an existing endpoint, whether it is enabled.
 */
export function WebhookFormModal({
  opened,
  endpoint,
  onClose,
}: {
  opened: boolean;
  endpoint: TWebhook | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [created, setCreated] = useState<TWebhookCreated | null>(null);
  const close = () => {
    setCreated(null);
    onClose();
  };
  const title = created
    ? t('settings.webhooks.shown.heading')
    : endpoint
      ? t('settings.webhooks.form.editTitle')
      : t('settings.webhooks.form.createTitle');
  return (
    <FormDialog opened={opened} onClose={close} title={title} size="lg" closeOnClickOutside={created === null}>
      {created ? (
        <SigningSecretShownOnce secret={created.secret} onDone={close} />
      ) : (
        opened && <EndpointForm key={endpoint?.id ?? 'new'} endpoint={endpoint} onCreated={setCreated} onDone={close} />
      )}
    </FormDialog>
  );
}
