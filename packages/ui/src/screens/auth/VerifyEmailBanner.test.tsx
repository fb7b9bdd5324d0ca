import { EMAIL_MESSAGES } from '@energy/domain/schemas/auth';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUsers } from '../../mocks/fixtures/auth';
import { trpcMsw } from '../../mocks/handlers';
import { renderScreen } from '../../test-utils/render';
import { VERIFY_BANNER_TEXTS, VerifyEmailBanner } from './VerifyEmailBanner';

describe('VerifyEmailBanner', () => {
  const unverified = { ...sessionUsers.buyer, emailVerified: false };

  it('tells an unverified account where the link went, and sends it again', async () => {
    const resend = trpcMsw.auth.resendVerification.mutation(() => ({
      message: EMAIL_MESSAGES.verificationSent(unverified.email),
    }));
    const { user } = renderScreen(<VerifyEmailBanner user={unverified} />, { handlers: [resend] });
    expect(screen.getByText(VERIFY_BANNER_TEXTS.line(unverified.email))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: VERIFY_BANNER_TEXTS.resend }));
    expect(await screen.findByText(EMAIL_MESSAGES.verificationSent(unverified.email))).toBeInTheDocument();
  });

  it('shows nothing once the address is verified', () => {
    renderScreen(<VerifyEmailBanner user={sessionUsers.buyer} />);
    expect(screen.queryByText(VERIFY_BANNER_TEXTS.title)).not.toBeInTheDocument();
  });
});
