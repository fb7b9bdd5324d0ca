import { en } from '@energy/i18n/messages/en/screens';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppLayout } from '../../../layout/AppLayout/AppLayout';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { authHandlers } from '../../../mocks/handlers';
import { twoFactorHandlers } from '../../../mocks/twoFactorHandlers';
import { renderScreen } from '../../../test-utils/render';

const TEXTS = en.twoFactor;

describe('TwoFactorEnrolmentScreen: mandatory two-factor sign-in', () => {
  it('shows a user who must enrol only the enrolment, not the application', async () => {
    const finance = { ...sessionUsers.finance, twoFactorEnrolmentRequired: true };
    renderScreen(
      <AppLayout unreadCount={0}>
        <p>Page content</p>
      </AppLayout>,
      { route: '/payments', handlers: [authHandlers.signedInAs(finance), twoFactorHandlers.start()] },
    );
    expect(await screen.findByRole('heading', { name: TEXTS.gate.title })).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: TEXTS.enrol.qrLabel })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: TEXTS.gate.signOut })).toBeInTheDocument();
    expect(screen.queryByText('Page content')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('shows the application to a user under no such rule', async () => {
    renderScreen(
      <AppLayout unreadCount={0}>
        <p>Page content</p>
      </AppLayout>,
      { route: '/payments', handlers: [authHandlers.signedInAs(sessionUsers.finance)] },
    );
    expect(await screen.findByText('Page content')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: TEXTS.gate.title })).not.toBeInTheDocument();
  });
});
