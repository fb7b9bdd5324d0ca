import { REVIEW_MESSAGES } from '@energy/domain/schemas/review';
import { VERIFICATION_MESSAGES } from '@energy/domain/schemas/verification';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reviewHandlers } from '../../mocks/adminHandlers';
import { verification } from '../../mocks/fixtures/admin';
import { sessionUsers } from '../../mocks/fixtures/auth';
import { authHandlers, mockPage, trpcMsw } from '../../mocks/handlers';
import { renderScreen } from '../../test-utils/render';
import { VERIFICATION_TEXTS, VerificationCard } from './VerificationCard';

const user = sessionUsers.supplier;
const noDocuments = trpcMsw.document.list.query(({ input }) => mockPage([], input));

describe('VerificationCard', () => {
  it('a verified organization shows the Verified badge and no Submit KYB', async () => {
    renderScreen(<VerificationCard user={user} />, { handlers: [authHandlers.signedInAs(user), reviewHandlers.mine(verification.verified)] });
    expect(await screen.findByText(VERIFICATION_MESSAGES.verified)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: VERIFICATION_TEXTS.submit })).toBeNull();
  });

  it('an unverified organization is told what waits for verification and submits KYB', async () => {
    const sent: unknown[] = [];
    const submit = trpcMsw.review.submitKyb.mutation(({ input }) => {
      sent.push(input);
      return { ...verification.pending.kyb, organizationId: input.organizationId };
    });
    const { user: clicker } = renderScreen(<VerificationCard user={user} />, {
      handlers: [authHandlers.signedInAs(user), reviewHandlers.mine(verification.unsubmitted), noDocuments, submit],
    });
    expect(await screen.findByText(VERIFICATION_MESSAGES.notVerified)).toBeInTheDocument();
    expect(screen.getByText(VERIFICATION_TEXTS.unverified)).toBeInTheDocument();
    await clicker.click(screen.getByRole('button', { name: VERIFICATION_TEXTS.submit }));
    expect(await screen.findByText(REVIEW_MESSAGES.submitted)).toBeInTheDocument();
    expect(sent).toEqual([{ organizationId: user.organizationId, documents: [] }]);
  });

  it('a waiting review offers no second submission; a rejection shows its reason', async () => {
    renderScreen(<VerificationCard user={user} />, { handlers: [authHandlers.signedInAs(user), reviewHandlers.mine(verification.pending)] });
    expect(await screen.findByText(VERIFICATION_TEXTS.waiting)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: VERIFICATION_TEXTS.submit })).toBeNull();
  });

  it('shows the rejection reason and lets the organization submit again', async () => {
    renderScreen(<VerificationCard user={user} />, { handlers: [authHandlers.signedInAs(user), reviewHandlers.mine(verification.rejected), noDocuments] });
    expect(await screen.findByText('Certificate unreadable.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: VERIFICATION_TEXTS.submit })).toBeInTheDocument();
  });
});
