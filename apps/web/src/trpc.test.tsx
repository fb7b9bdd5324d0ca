import { AUTH_NOTICES, REQUEST_NOTICES } from '@energy/domain/notices';
import { AppProviders, createQueryClient } from '@energy/ui/components/AppProviders/AppProviders';
import { SignInForm } from '@energy/ui/screens/auth/AuthScreen/SignInForm';
import { TEST_TRPC_URL } from '@energy/ui/test-utils/render';
import { userEvent } from '@energy/ui/test-utils/userEvent';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
// Relative: the ui package exports only .tsx subpaths, and the msw server is a plain .ts module.
import { server } from '@energy/ui/test-utils/server';
import { createBrowserTrpcClient } from './trpc';

const trpcShaped = {
  error: { message: REQUEST_NOTICES.originRefused, code: -32003, data: { code: 'FORBIDDEN', httpStatus: 403 } },
};

async function signInAgainst(answer: () => Response) {
  server.use(http.post('*/api/trpc/auth.login', answer));
  const user = userEvent.setup();
  render(
    <AppProviders trpcClient={createBrowserTrpcClient(TEST_TRPC_URL)} queryClient={createQueryClient()} env="test">
      <MemoryRouter>
        <SignInForm onSignedIn={() => {}} />
      </MemoryRouter>
    </AppProviders>,
  );
  await user.type(screen.getByLabelText('Username'), 'buyer');
  await user.type(screen.getByLabelText('Password'), 'demo-password');
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByText(AUTH_NOTICES.loginFailed)).toBeInTheDocument();
}

describe('the browser tRPC client', () => {
  it.each([
    ['in the tRPC envelope', () => HttpResponse.json(trpcShaped, { status: 403 })],
    ['as a plain JSON error', () => HttpResponse.json({ error: REQUEST_NOTICES.originRefused }, { status: 403 })],
  ])('says in plain words that the server refused the page origin (%s)', async (_, answer) => {
    await signInAgainst(answer);
    expect(screen.getByText(REQUEST_NOTICES.originRefusedPlain(window.location.origin))).toBeInTheDocument();
    expect(screen.queryByText(/Unable to transform/)).not.toBeInTheDocument();
  });

  it('turns an answer that is not tRPC (a proxy error page) into a short notice with its status', async () => {
    await signInAgainst(
      () =>
        new HttpResponse('<html><body>Bad Gateway</body></html>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
    );
    expect(screen.getByText(REQUEST_NOTICES.unreadableAnswer(502))).toBeInTheDocument();
    expect(screen.queryByText(/Unable to transform/)).not.toBeInTheDocument();
  });
});
