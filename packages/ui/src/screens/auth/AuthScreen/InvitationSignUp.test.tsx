import { AUTH_NOTICES } from '@energy/domain/notices';
import { ROLE_LABELS } from '@energy/domain/roles';
import type { TRegisterInput } from '@energy/domain/schemas/auth';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { INVITATION_TOKEN, invitationPreview, organizationMessages } from '../../../mocks/fixtures/organization';
import { trpcMsw } from '../../../mocks/handlers';
import { invitationHandlers } from '../../../mocks/organizationHandlers';
import { fillIn } from '../../../test-utils/fillIn';
import { renderScreen } from '../../../test-utils/render';
import { AuthScreen, INVITATION_TEXTS } from './AuthScreen';

const activeTab = () => within(screen.getByRole('tabpanel'));

describe('AuthScreen: sign up through an invitation link', () => {
  it('opens Sign Up with the organization, role and email of the invitation, fixed', async () => {
    renderScreen(<AuthScreen />, {
      route: `/auth?invite=${INVITATION_TOKEN}`,
      handlers: [invitationHandlers.preview()],
    });
    expect(await screen.findByText(INVITATION_TEXTS.joining(invitationPreview.organizationName))).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(activeTab().getByLabelText('Organization')).toHaveValue(invitationPreview.organizationName);
    expect(activeTab().getByLabelText('Organization')).toHaveAttribute('readonly');
    expect(activeTab().getByLabelText('Role')).toHaveValue(ROLE_LABELS.finance);
    expect(activeTab().getByLabelText('Role')).toHaveAttribute('readonly');
    expect(activeTab().getByLabelText('Email')).toHaveValue(invitationPreview.email);
    expect(activeTab().getByLabelText('Email')).toHaveAttribute('readonly');
  });

  it('sends the invitation token with the registration and joins the organization', async () => {
    let sent: TRegisterInput | undefined;
    const register = trpcMsw.auth.register.mutation(({ input }) => {
      sent = input;
      return {
        message: 'Account created!',
        user: {
          ...sessionUsers.finance,
          username: input.username,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
        },
      };
    });
    const { user } = renderScreen(<AuthScreen />, {
      route: `/auth?invite=${INVITATION_TOKEN}`,
      handlers: [invitationHandlers.preview(), register],
    });
    await screen.findByText(INVITATION_TEXTS.joining(invitationPreview.organizationName));
    fillIn(activeTab().getByLabelText('First Name'), 'Ngozi');
    fillIn(activeTab().getByLabelText('Last Name'), 'Okeke');
    fillIn(activeTab().getByLabelText('Username'), 'ngozi');
    fillIn(activeTab().getByLabelText('Password'), 'ember-Quartz-58');
    fillIn(activeTab().getByLabelText('Confirm Password'), 'ember-Quartz-58');
    await user.click(activeTab().getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(AUTH_NOTICES.accountCreated)).toBeInTheDocument();
    expect(sent).toMatchObject({
      invitationToken: INVITATION_TOKEN,
      email: invitationPreview.email,
      role: 'finance',
      username: 'ngozi',
    });
    expect(sent).not.toHaveProperty('organizationId');
  });

  it('says plainly when the invitation is no longer valid, and offers the ordinary sign-up', async () => {
    renderScreen(<AuthScreen />, { route: '/auth?invite=stale', handlers: [invitationHandlers.previewInvalid()] });
    expect(await screen.findByText(INVITATION_TEXTS.invalidTitle)).toBeInTheDocument();
    expect(screen.getByText(organizationMessages.invalidInvitation)).toBeInTheDocument();
    expect(activeTab().queryByLabelText('Organization')).not.toBeInTheDocument();
    expect(activeTab().getByLabelText('Email')).not.toHaveAttribute('readonly');
  });
});
