import { API_TOKEN_MESSAGES } from '@energy/domain/api-tokens';
import { en } from '@energy/i18n/messages/en/screens';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiTokenHandlers, apiTokenList } from '../../../mocks/apiTokenHandlers';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { authHandlers } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { ApiTokensScreen } from './ApiTokensScreen';

const TEXTS = en.settings.apiTokens;
const render = (handlers: RequestHandler[]) =>
  renderScreen(<ApiTokensScreen />, {
    route: '/settings/api-tokens',
    handlers: [authHandlers.signedInAs(sessionUsers.buyer), ...handlers],
  });
const rowOf = (name: string) => {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

describe('ApiTokensScreen', () => {
  it('lists the tokens with status, last use and address; only a live token offers Revoke', async () => {
    render([apiTokenHandlers.list()]);
    await screen.findByText('ERP sync');
    expect(rowOf('ERP sync').getByText('203.0.113.24')).toBeInTheDocument();
    expect(rowOf('ERP sync').getByText(TEXTS.status.active)).toBeInTheDocument();
    expect(rowOf('Reporting export').getByText(TEXTS.neverUsed)).toBeInTheDocument();
    expect(rowOf('Old integration').getByText(TEXTS.status.revoked)).toBeInTheDocument();
    expect(rowOf('Old integration').queryByRole('button', { name: /Revoke/ })).not.toBeInTheDocument();
    expect(rowOf('ERP sync').getByText(`${apiTokenList[0]?.prefix}…`)).toBeInTheDocument();
  });

  it("creates a token with the caller's role and a lifetime within a year, and shows it once", async () => {
    const sent: unknown[] = [];
    const { user } = render([apiTokenHandlers.list(), apiTokenHandlers.createSucceeds(sent)]);
    await user.click(await screen.findByRole('button', { name: TEXTS.create }));
    const form = within(await screen.findByRole('dialog', { name: TEXTS.form.title }));
    await user.click(form.getByRole('button', { name: TEXTS.form.submit }));
    expect(await form.findByText(TEXTS.form.nameRequired)).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: new RegExp(TEXTS.form.name) }), 'Warehouse robot');
    await user.click(form.getByRole('button', { name: TEXTS.form.submit }));
    const shown = within(await screen.findByRole('dialog', { name: TEXTS.shown.heading }));
    expect(shown.getByText(/^ehub_N3wT0k/)).toBeInTheDocument();
    expect(shown.getByText(TEXTS.shown.once)).toBeInTheDocument();
    const input = sent[0] as { name: string; role: string; expiresAt: string };
    expect(input).toMatchObject({ name: 'Warehouse robot', role: 'buyer' });
    const days = (Date.parse(input.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89);
    expect(days).toBeLessThanOrEqual(90);
    await user.click(shown.getByRole('button', { name: TEXTS.shown.done }));
    expect(screen.queryByText(/^ehub_N3wT0k/)).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a role stronger than the caller's on the field", async () => {
    const { user } = render([
      apiTokenHandlers.list(),
      apiTokenHandlers.createFails(API_TOKEN_MESSAGES.roleTooStrong, [
        { path: 'role', message: API_TOKEN_MESSAGES.roleTooStrong },
      ]),
    ]);
    await user.click(await screen.findByRole('button', { name: TEXTS.create }));
    const form = within(await screen.findByRole('dialog', { name: TEXTS.form.title }));
    await user.type(form.getByRole('textbox', { name: new RegExp(TEXTS.form.name) }), 'Too strong');
    await user.click(form.getByRole('button', { name: TEXTS.form.submit }));
    expect(await form.findByText(API_TOKEN_MESSAGES.roleTooStrong)).toBeInTheDocument();
  });

  it('revokes a token after confirming', async () => {
    const sent: unknown[] = [];
    const { user } = render([apiTokenHandlers.list(), apiTokenHandlers.revokeSucceeds(sent)]);
    await user.click(await screen.findByRole('button', { name: TEXTS.revokeNamed.replace('{name}', 'ERP sync') }));
    const dialog = within(await screen.findByRole('dialog', { name: TEXTS.revokeTitle }));
    await user.click(dialog.getByRole('button', { name: TEXTS.revoke }));
    expect(await screen.findByText(TEXTS.revoked)).toBeInTheDocument();
    expect(sent).toEqual([{ id: apiTokenList[0]?.id }]);
  });
});
