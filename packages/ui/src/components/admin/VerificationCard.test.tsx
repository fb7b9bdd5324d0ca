import { en } from '@energy/i18n/messages/en/screens';
import { REVIEW_MESSAGES } from '@energy/domain/schemas/review';
import { VERIFICATION_MESSAGES } from '@energy/domain/schemas/verification';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reviewHandlers } from '../../mocks/adminHandlers';
import { KYC_REJECTION, kycVerification, verification } from '../../mocks/fixtures/admin';
import { sessionUsers } from '../../mocks/fixtures/auth';
import { authHandlers, mockPage, serverError, trpcMsw } from '../../mocks/handlers';
import { renderScreen } from '../../test-utils/render';
import { VerificationCard } from './VerificationCard';

const VERIFICATION_TEXTS = en.admin.verification;

const user = sessionUsers.supplier;
const noDocuments = trpcMsw.document.list.query(({ input }) => mockPage([], input));

describe('VerificationCard: KYB (the organization)', () => {
  const kyb = VERIFICATION_TEXTS.kyb;

  it('a verified organization shows the Verified badge and no Submit KYB', async () => {
    renderScreen(<VerificationCard kind="kyb" user={user} />, {
      handlers: [authHandlers.signedInAs(user), reviewHandlers.mine(verification.verified)],
    });
    expect(await screen.findByText(VERIFICATION_MESSAGES.verified)).toBeInTheDocument();
    expect(screen.getByText(kyb.title)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: kyb.submit })).toBeNull();
  });

  it('an unverified organization is told what waits for verification and submits KYB', async () => {
    const sent: unknown[] = [];
    const submit = trpcMsw.review.submitKyb.mutation(({ input }) => {
      sent.push(input);
      return { ...verification.pending.kyb, organizationId: input.organizationId };
    });
    const { user: clicker } = renderScreen(<VerificationCard kind="kyb" user={user} />, {
      handlers: [authHandlers.signedInAs(user), reviewHandlers.mine(verification.unsubmitted), noDocuments, submit],
    });
    expect(await screen.findByText(VERIFICATION_MESSAGES.notVerified)).toBeInTheDocument();
    expect(screen.getByText(kyb.unverified)).toBeInTheDocument();
    expect(screen.getByText(kyb.documentsHint)).toBeInTheDocument();
    await clicker.click(screen.getByRole('button', { name: kyb.submit }));
    expect(await screen.findByText(REVIEW_MESSAGES.submitted)).toBeInTheDocument();
    expect(sent).toEqual([{ organizationId: user.organizationId, documents: [] }]);
  });

  it('a waiting review offers no second submission', async () => {
    renderScreen(<VerificationCard kind="kyb" user={user} />, {
      handlers: [authHandlers.signedInAs(user), reviewHandlers.mine(verification.pending)],
    });
    expect(await screen.findByText(kyb.waiting)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: kyb.submit })).toBeNull();
  });

  it('shows the rejection reason and lets the organization submit again', async () => {
    renderScreen(<VerificationCard kind="kyb" user={user} />, {
      handlers: [authHandlers.signedInAs(user), reviewHandlers.mine(verification.rejected), noDocuments],
    });
    expect(await screen.findByText('Certificate unreadable.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: kyb.submit })).toBeInTheDocument();
  });
});

describe('VerificationCard: KYC (the user)', () => {
  const kyc = VERIFICATION_TEXTS.kyc;
  const buyer = sessionUsers.buyer;

  it("reads the user's own KYC, not the organization's KYB: a verified organization still asks an unverified user for identity documents", async () => {
    const sent: unknown[] = [];
    const submit = trpcMsw.review.submitKyc.mutation(({ input }) => {
      sent.push(input);
      return { ...kycVerification.waiting.kyc, documents: input?.documents ?? [] };
    });
    const { user: clicker } = renderScreen(<VerificationCard kind="kyc" user={buyer} />, {
      handlers: [authHandlers.signedInAs(buyer), reviewHandlers.mine(kycVerification.unsubmitted), noDocuments, submit],
    });
    expect(await screen.findByText(kyc.title)).toBeInTheDocument();
    expect(screen.getByText(VERIFICATION_MESSAGES.notVerified)).toBeInTheDocument();
    expect(screen.getByText(kyc.unverified)).toBeInTheDocument();
    expect(screen.getByText(kyc.documentsHint)).toBeInTheDocument();
    await clicker.click(screen.getByRole('button', { name: kyc.submit }));
    expect(await screen.findByText(REVIEW_MESSAGES.submitted)).toBeInTheDocument();
    // POST /api/settings/kyc takes the documents only: the server knows who the caller is.
    expect(sent).toEqual([{ documents: [] }]);
  });

  it("a refused submission shows the server's reason under the spec failure title", async () => {
    const refuse = trpcMsw.review.submitKyc.mutation(() => {
      throw serverError('CONFLICT', REVIEW_MESSAGES.alreadyOpen);
    });
    const { user: clicker } = renderScreen(<VerificationCard kind="kyc" user={buyer} />, {
      handlers: [authHandlers.signedInAs(buyer), reviewHandlers.mine(kycVerification.unsubmitted), noDocuments, refuse],
    });
    await clicker.click(await screen.findByRole('button', { name: kyc.submit }));
    expect(await screen.findByText(REVIEW_MESSAGES.submitFailed)).toBeInTheDocument();
    expect(screen.getByText(REVIEW_MESSAGES.alreadyOpen)).toBeInTheDocument();
  });

  it('a waiting KYC review offers no second submission', async () => {
    renderScreen(<VerificationCard kind="kyc" user={buyer} />, {
      handlers: [authHandlers.signedInAs(buyer), reviewHandlers.mine(kycVerification.waiting)],
    });
    expect(await screen.findByText(kyc.waiting)).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: kyc.submit })).toBeNull();
  });

  it('a rejected KYC review shows its reason and Submit KYC again', async () => {
    renderScreen(<VerificationCard kind="kyc" user={buyer} />, {
      handlers: [authHandlers.signedInAs(buyer), reviewHandlers.mine(kycVerification.rejected), noDocuments],
    });
    expect(await screen.findByText(KYC_REJECTION)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: kyc.submit })).toBeInTheDocument();
  });

  it('a verified user shows the Verified badge, no warning and no Submit KYC', async () => {
    renderScreen(<VerificationCard kind="kyc" user={buyer} />, {
      handlers: [authHandlers.signedInAs(buyer), reviewHandlers.mine(kycVerification.verified)],
    });
    expect(await screen.findByText(VERIFICATION_MESSAGES.verified)).toBeInTheDocument();
    expect(screen.queryByText(kyc.unverified)).toBeNull();
    expect(screen.queryByRole('button', { name: kyc.submit })).toBeNull();
  });
});
