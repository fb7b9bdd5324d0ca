import { AUTH_NOTICES } from '@energy/domain/notices';
import { AUTH_MESSAGES } from '@energy/domain/schemas/auth';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '../../../mocks/fixtures/auth';
import { authHandlers } from '../../../mocks/handlers';
import { fillIn } from '../../../test-utils/fillIn';
import { renderScreen, type Rendered } from '../../../test-utils/render';
import { ResetPasswordForm } from './ResetPasswordForm';
import { ResetPasswordScreen } from './ResetPasswordScreen';

const withToken = { route: '/reset-password?token=emailed-token' };

async function submitPasswords({ user }: Rendered, password: string, confirmPassword: string): Promise<void> {
  if (password) fillIn(screen.getByLabelText('New Password'), password);
  if (confirmPassword) fillIn(screen.getByLabelText('Confirm New Password'), confirmPassword);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordScreen', () => {
  it.each(['/reset-password', '/reset-password?token='])(
    'at %s shows "Invalid Reset Link" with its two ways out',
    async (route) => {
      const { user } = renderScreen(<ResetPasswordScreen />, { route });
      expect(screen.getByRole('heading', { name: 'Invalid Reset Link' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/auth');
      await user.click(screen.getByRole('link', { name: 'Request New Reset Link' }));
      expect(await screen.findByText('Navigated to /forgot-password')).toBeInTheDocument();
    },
  );

  it('shows the password rule and the mismatch on their fields', async () => {
    const rendered = renderScreen(<ResetPasswordScreen />, withToken);
    await submitPasswords(rendered, 'short', 'other');
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription(AUTH_MESSAGES.passwordTooShort);
    expect(screen.getByLabelText('Confirm New Password')).toHaveAccessibleDescription(AUTH_MESSAGES.passwordsDontMatch);
  });

  it('resets the password, then shows "Password Reset Complete" with Go to Login', async () => {
    const rendered = renderScreen(<ResetPasswordScreen />, {
      ...withToken,
      handlers: [authHandlers.resetPasswordSucceeds()],
    });
    await submitPasswords(rendered, 'new-secret', 'new-secret');
    expect(await screen.findByRole('heading', { name: 'Password Reset Complete' })).toBeInTheDocument();
    expect(screen.getByText(AUTH_NOTICES.passwordResetSuccessful)).toBeInTheDocument();
    await rendered.user.click(screen.getByRole('link', { name: 'Go to Login' }));
    expect(await screen.findByText('Navigated to /auth')).toBeInTheDocument();
  });

  it('shows "Error" with the server message for a spent or expired link', async () => {
    const rendered = renderScreen(<ResetPasswordScreen />, {
      ...withToken,
      handlers: [authHandlers.resetPasswordFails()],
    });
    await submitPasswords(rendered, 'new-secret', 'new-secret');
    expect(await screen.findByText(AUTH_NOTICES.genericError)).toBeInTheDocument();
    expect(screen.getByText(serverMessages.invalidResetLink)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Password Reset Complete' })).not.toBeInTheDocument();
  });

  it('refuses to submit without a token, with the "Invalid request" notice', async () => {
    const rendered = renderScreen(<ResetPasswordForm token="" onReset={() => undefined} />, {
      route: '/reset-password',
    });
    await submitPasswords(rendered, 'new-secret', 'new-secret');
    expect(await screen.findByText(AUTH_NOTICES.invalidRequest)).toBeInTheDocument();
    expect(screen.getByText(AUTH_MESSAGES.resetTokenMissing)).toBeInTheDocument();
  });
});
