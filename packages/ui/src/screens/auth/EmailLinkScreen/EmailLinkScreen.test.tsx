import { EMAIL_MESSAGES } from '@energy/domain/schemas/auth';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { serverError, trpcMsw } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { EMAIL_LINK_TEXTS, EmailLinkScreen } from './EmailLinkScreen';

describe('EmailLinkScreen', () => {
  it("sends the token in the call only when the button is pressed, then shows the server's message", async () => {
    const sent: unknown[] = [];
    const verify = trpcMsw.auth.verifyEmail.mutation(({ input }) => {
      sent.push(input);
      return { message: EMAIL_MESSAGES.verified };
    });
    const { user } = renderScreen(<EmailLinkScreen kind="verify" />, {
      route: '/verify-email?token=mailed-token',
      handlers: [verify],
    });
    expect(screen.getByRole('heading', { name: EMAIL_LINK_TEXTS.verify.title })).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: EMAIL_LINK_TEXTS.verify.action }));
    expect(await screen.findByText(EMAIL_MESSAGES.verified)).toBeInTheDocument();
    await vi.waitFor(() => expect(sent).toEqual([{ token: 'mailed-token' }]));
  });

  it('says plainly when the link is spent or incomplete', async () => {
    const undo = trpcMsw.auth.undoEmailChange.mutation(() => {
      throw serverError('BAD_REQUEST', EMAIL_MESSAGES.invalidLink);
    });
    const { user } = renderScreen(<EmailLinkScreen kind="undo" />, {
      route: '/email-change/undo?token=spent',
      handlers: [undo],
    });
    await user.click(screen.getByRole('button', { name: EMAIL_LINK_TEXTS.undo.action }));
    expect(await screen.findByText(EMAIL_MESSAGES.invalidLink)).toBeInTheDocument();
  });

  it('without a token asks for the link from the mail', () => {
    renderScreen(<EmailLinkScreen kind="confirm" />, { route: '/email-change/confirm' });
    expect(screen.getByText(EMAIL_MESSAGES.tokenMissing)).toBeInTheDocument();
  });
});
