import { describe, expect, it } from 'vitest';
import { mailedInvitationToken } from '@energy/test/invitations';
import { chromiumAvailable } from './support/browser';
import { signIn, useJourney } from './support/journey';

describe.skipIf(!chromiumAvailable)('invitations in Chromium', () => {
  const journey = useJourney();

  it('a buyer invites a finance colleague from Settings, who signs up through the link into the same organization', async () => {
    const buyer = await journey.newUser();
    await signIn(buyer.page, 'buyer');
    await buyer.page.waitForURL('**/rfq');
    await buyer.page.goto('/settings?tab=organization');
    const card = buyer.page.getByRole('region', { name: 'Organization members' });
    await card.getByText('finance@lagospower.example').waitFor();
    await card.getByRole('button', { name: 'Invite' }).click();
    const dialog = buyer.page.getByRole('dialog', { name: 'Invite Member' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill('ifeoma@example.com');
    await dialog.locator('input[aria-haspopup="listbox"]').click();
    await buyer.page.getByRole('option', { name: 'Finance' }).click();
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await buyer.page.getByText('An invitation was sent to ifeoma@example.com.').waitFor();
    await buyer.page.getByRole('region', { name: 'Pending invitations' }).getByText('ifeoma@example.com').waitFor();

    const token = await mailedInvitationToken(journey.server, 'ifeoma@example.com');
    const invitee = await journey.newUser();
    await invitee.page.goto(`/auth?invite=${token}`);
    const form = invitee.page.getByRole('tabpanel', { name: 'Sign Up' });
    await form.getByText('You are invited to join Lagos Power & Industrial Ltd.').waitFor();
    expect(await form.getByLabel('Organization').inputValue()).toBe('Lagos Power & Industrial Ltd');
    expect(await form.getByLabel('Email').inputValue()).toBe('ifeoma@example.com');
    expect(await form.getByLabel('Role').inputValue()).toBe('Finance');
    await form.getByLabel('First Name').fill('Ifeoma');
    await form.getByLabel('Last Name').fill('Eze');
    await form.getByLabel('Username').fill('ifeoma');
    await form.getByLabel('Password', { exact: true }).fill('ember-Quartz-58');
    await form.getByLabel('Confirm Password').fill('ember-Quartz-58');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await invitee.page.waitForURL('**/dashboard/finance');

    await buyer.page.reload();
    await buyer.page.getByRole('region', { name: 'Organization members' }).getByText('ifeoma@example.com').waitFor();
    await buyer.page.getByText('No pending invitations.').waitFor();
  });
});
