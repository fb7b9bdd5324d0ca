import { en } from '@energy/i18n/messages/en/screens';
import { FEATURE_FLAG_MESSAGES } from '@energy/domain/schemas/feature-flag';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { featureFlagHandlers } from '../../../mocks/adminPlatformHandlers';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { featureFlags } from '../../../mocks/fixtures/adminPlatform';
import { authHandlers, trpcMsw } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { FeatureFlagsScreen } from './FeatureFlagsScreen';

const FLAG_FORM_TEXTS = { ...en.admin.flags.form, create: en.admin.common.create, save: en.admin.common.saveChanges };
const FLAG_TEXTS = en.admin.flags;

const renderFlags = (handlers: RequestHandler[] = [featureFlagHandlers.list()]) =>
  renderScreen(<FeatureFlagsScreen />, {
    route: '/admin/feature-flags',
    handlers: [authHandlers.signedInAs(sessionUsers.admin), ...handlers],
  });
const rowOf = (name: string) => {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};
const dialog = () => within(screen.getByRole('dialog'));

describe('FeatureFlagsScreen', () => {
  it('shows status, rollout and the Partial badge only on an enabled flag below 100', async () => {
    renderFlags();
    await screen.findByText(featureFlags.templates.name);
    expect(rowOf(featureFlags.templates.name).getByText(FLAG_TEXTS.partial)).toBeInTheDocument();
    expect(rowOf(featureFlags.templates.name).getByText('50%')).toBeInTheDocument();
    expect(rowOf(featureFlags.tracking.name).queryByText(FLAG_TEXTS.partial)).not.toBeInTheDocument();
    expect(rowOf(featureFlags.sms.name).queryByText(FLAG_TEXTS.partial)).not.toBeInTheDocument();
    expect(rowOf(featureFlags.sms.name).getByText(FLAG_TEXTS.disabled)).toBeInTheDocument();
    expect(
      rowOf(featureFlags.sms.name).getByRole('button', { name: `${FLAG_TEXTS.enable} ${featureFlags.sms.name}` }),
    ).toBeInTheDocument();
    expect(
      rowOf(featureFlags.tracking.name).getByRole('button', {
        name: `${FLAG_TEXTS.disable} ${featureFlags.tracking.name}`,
      }),
    ).toBeInTheDocument();
  });

  it('enables a flag and says so; a failed toggle shows the spec text', async () => {
    const sent: unknown[] = [];
    const toggle = trpcMsw.featureFlag.toggle.mutation(({ input }) => {
      sent.push(input);
      return { ...featureFlags.sms, isEnabled: input.isEnabled };
    });
    const ok = renderFlags([featureFlagHandlers.list(), toggle]);
    await ok.user.click(await screen.findByRole('button', { name: `${FLAG_TEXTS.enable} ${featureFlags.sms.name}` }));
    expect(await screen.findByText(FEATURE_FLAG_MESSAGES.toggled)).toBeInTheDocument();
    expect(sent).toEqual([{ id: featureFlags.sms.id, isEnabled: true }]);
    ok.unmount();
    const failing = renderFlags([featureFlagHandlers.list(), featureFlagHandlers.toggleFails()]);
    await failing.user.click(
      await screen.findByRole('button', { name: `${FLAG_TEXTS.disable} ${featureFlags.tracking.name}` }),
    );
    expect(await screen.findByText(FEATURE_FLAG_MESSAGES.toggleFailed)).toBeInTheDocument();
  });

  it("requires a name, creates with the slider's rollout, and shows a taken name on the field", async () => {
    const sent: unknown[] = [];
    const create = trpcMsw.featureFlag.create.mutation(({ input }) => {
      sent.push(input);
      return { ...featureFlags.templates, name: input.name };
    });
    const { user } = renderFlags([featureFlagHandlers.list(), create]);
    await user.click(await screen.findByRole('button', { name: FLAG_TEXTS.create }));
    await screen.findByRole('dialog', { name: FLAG_FORM_TEXTS.createTitle });
    await user.click(dialog().getByRole('button', { name: FLAG_FORM_TEXTS.create }));
    expect(await dialog().findByText(FEATURE_FLAG_MESSAGES.nameRequired)).toBeInTheDocument();
    await user.type(dialog().getByLabelText(/^Name/), 'route-optimizer');
    const slider = dialog().getByRole('slider');
    slider.focus();
    for (let i = 0; i < 3; i++) await user.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '15');
    await user.click(dialog().getByRole('button', { name: FLAG_FORM_TEXTS.create }));
    expect(await screen.findByText(FEATURE_FLAG_MESSAGES.created)).toBeInTheDocument();
    expect(sent[0]).toEqual({ name: 'route-optimizer', description: '', isEnabled: false, rolloutPercentage: 15 });
  });

  it("keeps the dialog open with the server's message on a taken name", async () => {
    const { user } = renderFlags([featureFlagHandlers.list(), featureFlagHandlers.createFails()]);
    await user.click(await screen.findByRole('button', { name: FLAG_TEXTS.create }));
    await screen.findByRole('dialog');
    await user.type(dialog().getByLabelText(/^Name/), 'sms-alerts');
    await user.click(dialog().getByRole('button', { name: FLAG_FORM_TEXTS.create }));
    expect(await dialog().findByText(FEATURE_FLAG_MESSAGES.nameTaken)).toBeInTheDocument();
  });

  it('deletes after confirmation, and shows the failed state', async () => {
    const ok = renderFlags([featureFlagHandlers.list(), featureFlagHandlers.deleteSucceeds()]);
    await ok.user.click(await screen.findByRole('button', { name: `Delete ${featureFlags.sms.name}` }));
    const confirm = within(await screen.findByRole('dialog', { name: FLAG_TEXTS.deleteTitle }));
    await ok.user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(FEATURE_FLAG_MESSAGES.deleted)).toBeInTheDocument();
    ok.unmount();
    renderFlags([featureFlagHandlers.listFails()]);
    expect(await screen.findByText(FEATURE_FLAG_MESSAGES.fetchFailed)).toBeInTheDocument();
  });
});
