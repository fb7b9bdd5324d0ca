import { en } from '@energy/i18n/messages/en/screens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { REVIEW_MESSAGES } from '@energy/domain/schemas/review';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { reviewHandlers } from '../../../mocks/adminHandlers';
import { evidenceDocuments } from '../../../mocks/fixtures/admin';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { KybKycReviewsScreen } from './KybKycReviewsScreen';

const ADMIN_NOTICES = en.admin.notices;
const EVIDENCE_TEXTS = {
  label: (n: number, subject: string) => `${n} ${n === 1 ? 'document' : 'documents'} of ${subject}`,
  download: (name: string) => `Download ${name}`,
  missing: (n: number) => `${n} no longer stored`,
};

const PATH = '/admin/kyb-kyc-reviews';
const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[], route = PATH) =>
  storyScreen({ route, path: PATH, session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const meta = {
  title: 'Admin/KybKycReviewsScreen',
  component: KybKycReviewsScreen,
  parameters: at('admin', [reviewHandlers.list(), reviewHandlers.updateSucceeds()]),
} satisfies Meta<typeof KybKycReviewsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Reviews in every state: Start review on the pending row only; Approve and Reject on pending and under-review rows. */
export const Default: Story = {};
export const Loading: Story = { parameters: at('admin', [reviewHandlers.listLoading()]) };
export const Empty: Story = { parameters: at('admin', [reviewHandlers.list([])]) };
export const Error: Story = { parameters: at('admin', [reviewHandlers.listFails()]) };
/** Admin screens are for admin only. */
export const Forbidden: Story = {
  parameters: at('supplier', []),
  render: () => (
    <ProtectedRoute>
      <KybKycReviewsScreen />
    </ProtectedRoute>
  ),
};
/** Filters matching nothing: the spec's empty text and Clear Filters. */
export const FilterEmpty: Story = {
  parameters: at('admin', [reviewHandlers.list()], `${PATH}?status=approved&reviewType=kyc`),
};

/** The document count opens the evidence: each uploaded document's name and size, linked to its download. */
export const EvidenceOpen: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: EVIDENCE_TEXTS.label(2, 'KYB Kano Fuel Traders') }));
    const evidence = within(await page.findByRole('dialog'));
    for (const document of [evidenceDocuments.incorporation, evidenceDocuments.taxClearance]) {
      await expect(evidence.getByRole('link', { name: EVIDENCE_TEXTS.download(document.name) })).toHaveAttribute(
        'href',
        `/api/documents/${document.id}/download`,
      );
    }
  },
};

/** Reject needs a reason: blank is refused with the spec's rule, then the notice says the status was updated. */
export const RejectWithReason: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Reject Kano Fuel Traders' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Reject Review' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(dialog.getByText(REVIEW_MESSAGES.reasonRequired)).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Rejection reason'), 'Certificate unreadable');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await expect(await page.findByText(ADMIN_NOTICES.reviewUpdated)).toBeInTheDocument();
  },
};

/** Start review takes a pending review under review (pending -> under_review); the notice says the status was updated. */
export const StartReview: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Start review Kano Fuel Traders' }));
    await expect(await page.findByText(ADMIN_NOTICES.reviewUpdated)).toBeInTheDocument();
  },
};

/** A refused decision shows the spec's failure text. */
export const ApproveFails: Story = {
  parameters: at('admin', [
    reviewHandlers.list(),
    reviewHandlers.updateFails(
      'This review is approved and cannot be approved: approved and rejected reviews are final',
    ),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Approve Kano Fuel Traders' }));
    await expect(await page.findByText(ADMIN_NOTICES.reviewFailed)).toBeInTheDocument();
  },
};
