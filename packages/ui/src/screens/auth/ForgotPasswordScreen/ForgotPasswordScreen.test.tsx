import { AUTH_NOTICES } from '@energy/domain/notices';
import { AUTH_MESSAGES } from '@energy/domain/schemas/auth';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authHandlers } from '../../../mocks/handlers';
import { fillIn } from '../../../test-utils/fillIn';
import { renderScreen } from '../../../test-utils/render';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

const atForgot = { route: '/forgot-password' };

describe('ForgotPasswordScreen', () => {
  it('shows "Invalid email address" for a malformed email', async () => {
    const { user } = renderScreen(<ForgotPasswordScreen />, atForgot);
    fillIn(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(AUTH_MESSAGES.invalidEmail);
  });

  it('confirms with "Check your email", saying it once: no toast repeating the card', async () => {
    const { user } = renderScreen(<ForgotPasswordScreen />, {
      ...atForgot,
      handlers: [authHandlers.forgotPasswordSucceeds()],
    });
    fillIn(screen.getByLabelText('Email'), 'bola@refinery.example');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(/a password reset link has been sent to it/)).toBeInTheDocument();
    expect(screen.getByText('The link expires in 1 hour.')).toBeInTheDocument();
    expect(screen.getAllByText(/password reset link has been sent/)).toHaveLength(1);
    expect(screen.queryByText(AUTH_NOTICES.resetLinkSent)).not.toBeInTheDocument();
    expect(screen.queryByText(AUTH_NOTICES.resetLinkSentText)).not.toBeInTheDocument();
  });

  it('shows "Error" with the server message when the request fails', async () => {
    const message = 'Too many requests. Please try again later.';
    const { user } = renderScreen(<ForgotPasswordScreen />, {
      ...atForgot,
      handlers: [authHandlers.forgotPasswordFails(message)],
    });
    fillIn(screen.getByLabelText('Email'), 'bola@refinery.example');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(AUTH_NOTICES.genericError)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Check your email' })).not.toBeInTheDocument();
  });

  it('leads back to the sign-in screen', async () => {
    const { user } = renderScreen(<ForgotPasswordScreen />, atForgot);
    await user.click(screen.getByRole('link', { name: 'Back to Login' }));
    expect(await screen.findByText('Navigated to /auth')).toBeInTheDocument();
  });
});
