import { en } from '@energy/i18n/messages/en/screens';
import { REVIEW_MESSAGES, type TReview } from '@energy/domain/schemas/review';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { reviewHandlers } from '../../../mocks/adminHandlers';
import { evidenceDocuments, reviewList, reviews } from '../../../mocks/fixtures/admin';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { authHandlers, mockPage, trpcMsw } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { columnHeader, emulatePhone } from '../../../test-utils/tableQueries';
import { KybKycReviewsScreen } from './KybKycReviewsScreen';

const ADMIN_NOTICES = en.admin.notices;
const REVIEW_TEXTS = { ...en.admin.reviews, clear: en.admin.common.clearFilters };
const REVIEW_ACTION_LABELS = en.admin.reviews.actions;
const EVIDENCE_TEXTS = {
  label: (n: number, subject: string) => `${n} ${n === 1 ? 'document' : 'documents'} of ${subject}`,
  download: (name: string) => `Download ${name}`,
  missing: (n: number) => `${n} no longer stored`,
};

const renderQueue = (handlers: RequestHandler[] = [reviewHandlers.list()], route = '/admin/kyb-kyc-reviews') =>
  renderScreen(<KybKycReviewsScreen />, {
    route,
    handlers: [authHandlers.signedInAs(sessionUsers.admin), ...handlers],
  });

const rowOf = (text: string) => within(screen.getAllByText(text)[0]?.closest('tr') as HTMLElement);

describe('KybKycReviewsScreen', () => {
  it('shows the spec columns and offers Approve and Reject only on pending and under-review rows', async () => {
    renderQueue();
    await screen.findAllByText('Kano Fuel Traders', undefined, { timeout: 10_000 });
    for (const header of ['Type', 'Organization', 'User ID', 'Status', 'Submitted', 'Documents', 'Actions'])
      expect(columnHeader(header)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve Kano Fuel Traders' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve Lagos Refining Co.' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject Lagos Refining Co.' })).toBeInTheDocument();
    // A final review offers no decision; its evidence still opens.
    const approved = rowOf('Delta Crude Supply');
    expect(approved.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      EVIDENCE_TEXTS.label(2, 'KYB Delta Crude Supply'),
    ]);
    expect(screen.getByText(reviews.rejected.rejectionReason as string)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Approve / })).toHaveLength(2);
  });

  it("opens a review's evidence from its document count: each document's name, size and download link", async () => {
    const { user } = renderQueue();
    await user.click(await screen.findByRole('button', { name: EVIDENCE_TEXTS.label(2, 'KYB Kano Fuel Traders') }));
    const evidence = within(await screen.findByRole('dialog'));
    const { incorporation, taxClearance } = evidenceDocuments;
    expect(evidence.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [incorporation.name, `/api/documents/${incorporation.id}/download`],
      [taxClearance.name, `/api/documents/${taxClearance.id}/download`],
    ]);
    expect(evidence.getByRole('link', { name: EVIDENCE_TEXTS.download(incorporation.name) })).toHaveAttribute(
      'download',
    );
    expect(evidence.getByText('243 KB')).toBeInTheDocument();
    expect(evidence.getByText('1.5 MB')).toBeInTheDocument();
  });

  it('says how many listed documents were deleted since submission', async () => {
    const { passport } = evidenceDocuments;
    const thinned: TReview = {
      ...reviews.underReview,
      documents: [passport.id, '6d3e8a52-1f4b-4c1a-9e27-0b5c1d2e3f99'],
      documentCount: 2,
      evidence: [passport],
    };
    const { user } = renderQueue([reviewHandlers.list([thinned])]);
    await user.click(await screen.findByRole('button', { name: EVIDENCE_TEXTS.label(2, 'KYC Lagos Refining Co.') }));
    const evidence = within(await screen.findByRole('dialog'));
    expect(evidence.getByRole('link', { name: EVIDENCE_TEXTS.download(passport.name) })).toHaveAttribute(
      'href',
      `/api/documents/${passport.id}/download`,
    );
    expect(evidence.getByText(EVIDENCE_TEXTS.missing(1))).toBeInTheDocument();
  });

  it("on a phone opens the evidence from the review's card", async () => {
    emulatePhone();
    const { user } = renderQueue([reviewHandlers.list([reviews.underReview])]);
    const card = within((await screen.findByTestId('data-table-cards')).querySelector('article') as HTMLElement);
    await user.click(card.getByRole('button', { name: EVIDENCE_TEXTS.label(1, 'KYC Lagos Refining Co.') }));
    const { passport } = evidenceDocuments;
    expect(
      within(await screen.findByRole('dialog')).getByRole('link', { name: EVIDENCE_TEXTS.download(passport.name) }),
    ).toHaveAttribute('href', `/api/documents/${passport.id}/download`);
  });

  it('offers Start review exactly where the row allows it: the pending review only', async () => {
    renderQueue();
    await screen.findAllByText('Kano Fuel Traders', undefined, { timeout: 10_000 });
    expect(
      screen
        .getAllByRole('button', { name: new RegExp(`^${REVIEW_ACTION_LABELS.startReview} `) })
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([`${REVIEW_ACTION_LABELS.startReview} Kano Fuel Traders`]);
    expect(rowOf('Lagos Refining Co.').queryByRole('button', { name: /^Start review/ })).toBeNull();
  });

  it('starts a review: the row turns Under review and offers Approve and Reject, no longer Start review', async () => {
    const sent: unknown[] = [];
    let queue: TReview[] = [reviews.pending];
    const list = trpcMsw.review.list.query(({ input }) => mockPage(queue, input));
    const update = trpcMsw.review.updateStatus.mutation(({ input }) => {
      sent.push(input);
      const started: TReview = {
        ...reviews.pending,
        status: 'under_review',
        allowedActions: ['review.approve', 'review.reject'],
      };
      queue = [started];
      return started;
    });
    const { user } = renderQueue([list, update]);
    await user.click(await screen.findByRole('button', { name: 'Start review Kano Fuel Traders' }));
    expect(await screen.findByText(ADMIN_NOTICES.reviewUpdated)).toBeInTheDocument();
    expect(sent).toEqual([{ id: reviews.pending.id, status: 'under_review' }]);
    await waitFor(() => expect(rowOf('Kano Fuel Traders').getByText('Under review')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Start review Kano Fuel Traders' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Approve Kano Fuel Traders' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject Kano Fuel Traders' })).toBeInTheDocument();
  });

  it('sends the search and both filters, and Clear Filters drops them', async () => {
    const inputs: unknown[] = [];
    const recording = trpcMsw.review.list.query(({ input }) => {
      inputs.push(input);
      return mockPage(reviewList);
    });
    const { user } = renderQueue([recording], '/admin/kyb-kyc-reviews?q=5a0c&status=pending&reviewType=kyb');
    await screen.findByRole('table');
    expect(inputs[0]).toMatchObject({ q: '5a0c', status: 'pending', reviewType: 'kyb' });
    await user.click(screen.getByRole('button', { name: REVIEW_TEXTS.clear }));
    await waitFor(() => expect(inputs.at(-1)).not.toHaveProperty('status'));
    expect(inputs.at(-1)).not.toHaveProperty('reviewType');
  });

  it('shows the spec empty text when the filters match nothing', async () => {
    renderQueue(undefined, '/admin/kyb-kyc-reviews?status=approved&reviewType=kyc');
    expect(await screen.findByText(REVIEW_MESSAGES.empty)).toBeInTheDocument();
  });

  it('approves with the Success notice', async () => {
    const sent: unknown[] = [];
    const update = trpcMsw.review.updateStatus.mutation(({ input }) => {
      sent.push(input);
      return { ...reviews.pending, status: input.status, allowedActions: [] };
    });
    const { user } = renderQueue([reviewHandlers.list(), update]);
    await user.click(await screen.findByRole('button', { name: 'Approve Kano Fuel Traders' }));
    expect(await screen.findByText(ADMIN_NOTICES.reviewUpdated)).toBeInTheDocument();
    expect(screen.getByText(ADMIN_NOTICES.success)).toBeInTheDocument();
    expect(sent).toEqual([{ id: reviews.pending.id, status: 'approved' }]);
  });

  it('rejects only with a non-blank reason', async () => {
    const sent: unknown[] = [];
    const update = trpcMsw.review.updateStatus.mutation(({ input }) => {
      sent.push(input);
      return { ...reviews.pending, status: input.status, allowedActions: [] };
    });
    const { user } = renderQueue([reviewHandlers.list(), update]);
    await user.click(await screen.findByRole('button', { name: 'Reject Kano Fuel Traders' }));
    const dialog = within(await screen.findByRole('dialog', { name: REVIEW_TEXTS.rejectTitle }));
    await user.type(dialog.getByLabelText(REVIEW_TEXTS.rejectLabel), '   ');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(dialog.getByText(REVIEW_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.type(dialog.getByLabelText(REVIEW_TEXTS.rejectLabel), 'Certificate unreadable');
    await user.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText(ADMIN_NOTICES.reviewUpdated)).toBeInTheDocument();
    expect(sent).toEqual([{ id: reviews.pending.id, status: 'rejected', rejectionReason: 'Certificate unreadable' }]);
  });

  it('reports a refused decision with the spec failure text', async () => {
    const { user } = renderQueue([reviewHandlers.list(), reviewHandlers.updateFails('This review is approved')]);
    await user.click(await screen.findByRole('button', { name: 'Approve Kano Fuel Traders' }));
    expect(await screen.findByText(ADMIN_NOTICES.reviewFailed)).toBeInTheDocument();
    expect(screen.getByText('This review is approved')).toBeInTheDocument();
  });

  it('shows the list failure', async () => {
    renderQueue([reviewHandlers.listFails()]);
    expect((await screen.findAllByText(REVIEW_MESSAGES.fetchFailed)).length).toBeGreaterThan(0);
  });
});
