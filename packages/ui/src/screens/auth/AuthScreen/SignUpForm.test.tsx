import { AUTH_NOTICES } from '@energy/domain/notices';
import { ROLE_LABELS, ROLES } from '@energy/domain/roles';
import { AUTH_MESSAGES, EMAIL_MESSAGES } from '@energy/domain/schemas/auth';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '../../../mocks/fixtures/auth';
import { authHandlers } from '../../../mocks/handlers';
import { fillIn } from '../../../test-utils/fillIn';
import { renderScreen, type Rendered } from '../../../test-utils/render';
import { AuthScreen } from './AuthScreen';
import { SIGN_UP_TEXTS } from './SignUpForm';

/** Both tabs stay mounted (so typed values survive a tab switch); queries look at the visible one. */
const activeTab = () => within(screen.getByRole('tabpanel'));

/** The role input (its option list is labelled "Role" too). */
const roleSelect = () => activeTab().getByLabelText('Role', { selector: 'input' });

async function openSignUp(handlers: Parameters<typeof renderScreen>[1] = {}): Promise<Rendered> {
  const rendered = renderScreen(<AuthScreen initialTab="register" />, { route: '/auth', ...handlers });
  await screen.findByRole('button', { name: 'Create Account' });
  return rendered;
}

/** Every field filled at once, as a paste does: key-by-key typing made these tests slow. */
function fillRegistration(): void {
  fillIn(activeTab().getByLabelText('First Name'), 'Chidi');
  fillIn(activeTab().getByLabelText('Last Name'), 'Nwosu');
  fillIn(activeTab().getByLabelText('Username'), 'chidi');
  fillIn(activeTab().getByLabelText('Email'), 'chidi@refinery.example');
  fillIn(activeTab().getByLabelText('Password'), 'secret1');
  fillIn(activeTab().getByLabelText('Confirm Password'), 'secret1');
}

describe('AuthScreen: sign up', () => {
  it('has every registration field, with the role defaulting to Buyer', async () => {
    await openSignUp();
    for (const label of ['First Name', 'Last Name', 'Username', 'Email', 'Password', 'Confirm Password']) {
      expect(activeTab().getByLabelText(label)).toBeInTheDocument();
    }
    expect(roleSelect()).toHaveValue(ROLE_LABELS.buyer);
    // Joining an organization takes an invitation link, never a typed id.
    expect(activeTab().queryByLabelText('Organization ID')).not.toBeInTheDocument();
  });

  it('shows every validation message when submitted empty', async () => {
    const { user } = await openSignUp();
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    for (const message of [
      AUTH_MESSAGES.usernameTooShort,
      AUTH_MESSAGES.invalidEmail,
      AUTH_MESSAGES.passwordTooShort,
      AUTH_MESSAGES.firstNameRequired,
      AUTH_MESSAGES.lastNameRequired,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
  });

  it('offers every role but Administrator while admin sign-up is closed', async () => {
    const { user } = await openSignUp();
    await user.click(roleSelect());
    for (const role of ROLES.filter((r) => r !== 'admin')) {
      expect(await screen.findByRole('option', { name: ROLE_LABELS[role] })).toBeInTheDocument();
    }
    expect(screen.queryByRole('option', { name: ROLE_LABELS.admin })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: ROLE_LABELS.supplier }));
    expect(roleSelect()).toHaveValue(ROLE_LABELS.supplier);
  });

  it('offers Administrator when the server says admin sign-up is open', async () => {
    const { user } = await openSignUp({ handlers: [authHandlers.signupOptions(true)] });
    await user.click(roleSelect());
    for (const role of ROLES)
      expect(await screen.findByRole('option', { name: ROLE_LABELS[role] })).toBeInTheDocument();
  });

  it('keeps typed values when switching tabs', async () => {
    const { user } = await openSignUp();
    fillIn(activeTab().getByLabelText('First Name'), 'Chidi');
    await user.click(screen.getByRole('tab', { name: 'Sign In' }));
    await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(activeTab().getByLabelText('First Name')).toHaveValue('Chidi');
  });

  it('creates the account and asks the user to follow the link mailed to the address', async () => {
    const rendered = await openSignUp({ handlers: [authHandlers.registerSucceeds()] });
    fillRegistration();
    await rendered.user.click(screen.getByRole('button', { name: 'Create Account' }));
    // No session until the address is proven; the same words whether or not it had an account.
    expect(await screen.findByText(SIGN_UP_TEXTS.checkEmail)).toBeInTheDocument();
    expect(screen.getByText(EMAIL_MESSAGES.signUpSent('chidi@refinery.example'))).toBeInTheDocument();
    expect(screen.queryByText('Navigated to /')).not.toBeInTheDocument();
  });

  it('puts the server\'s field error on the field and names it in "Registration failed"', async () => {
    const taken = serverMessages.usernameTaken;
    const rendered = await openSignUp({
      handlers: [authHandlers.registerFails(taken, [{ path: 'username', message: taken }])],
    });
    fillRegistration();
    await rendered.user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(AUTH_NOTICES.registrationFailed)).toBeInTheDocument();
    expect(activeTab().getByLabelText('Username')).toHaveAccessibleDescription(taken);
  });
});
