import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { adminTenderList, fleetWorkMessages, tenders } from '../../../mocks/fixtures/fleetWork';
import { tenderHandlers } from '../../../mocks/fleetWorkHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { TENDER_TEXTS, TenderInboxScreen } from './TenderInboxScreen';
import { TENDER_NOTICES } from './useTenderAnswers';
import { orgMarks } from '../../../test-utils/orgMarks';

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[], route = '/fleet/tenders') =>
  storyScreen({ route, path: '/fleet/tenders', session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const everything = [tenderHandlers.list(), tenderHandlers.bidSucceeds(), tenderHandlers.rejectSucceeds()];

const meta = {
  title: 'Fleet/TenderInboxScreen',
  component: TenderInboxScreen,
  parameters: at('logistics', everything),
} satisfies Meta<typeof TenderInboxScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tenders in every state: open (urgent highlighted), bid on, not awarded, declined, expired (dimmed), awarded. */
export const Default: Story = {};

/** A tender the company bid on reads "Bid placed" until the shipper awards it. */
export const BidPlaced: Story = {
  parameters: at('logistics', [tenderHandlers.list([tenders.accepted])]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    const card = within(await page.findByRole('article', { name: tenders.accepted.title }));
    await expect(card.getByText('Bid placed')).toBeInTheDocument();
    await expect(card.queryByText('Accepted')).not.toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: at('logistics', [tenderHandlers.listLoading()]) };

/** 'No tenders available at the moment'. */
export const Empty: Story = { parameters: at('logistics', [tenderHandlers.list([])]) };

/** 'No tenders match your filters', with Clear filters. */
export const FilterEmpty: Story = {
  parameters: at('logistics', [tenderHandlers.list()], '/fleet/tenders?status=open&priority=low'),
};

export const Error: Story = { parameters: at('logistics', [tenderHandlers.listFails()]) };

/** Suppliers may not open the inbox. */
export const Forbidden: Story = {
  parameters: at('supplier', []),
  render: () => (
    <ProtectedRoute>
      <TenderInboxScreen />
    </ProtectedRoute>
  ),
};

/** Admin reads every tender; bidding stays with the logistics companies. */
export const Admin: Story = { parameters: at('admin', [tenderHandlers.list(adminTenderList)]) };

/** The details dialog: every field of the tender, and Place Bid. */
export const Details: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: `View ${tenders.open.title}` }));
    const dialog = within(await page.findByRole('dialog', { name: 'Tender Details' }));
    await expect(dialog.getByText(tenders.open.contactEmail)).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: 'Place Bid' })).toBeInTheDocument();
  },
};

/** A bid at the default 90% of the maximum rate: 'Tender Accepted'. */
export const PlaceBid: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: `Bid on ${tenders.open.title}` }));
    const dialog = within(await page.findByRole('dialog', { name: `Place Bid: ${tenders.open.title}` }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Estimated Delivery Time/ }), '2-3 business days');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Bid' }));
    await expect(await page.findByText(TENDER_NOTICES.accepted)).toBeInTheDocument();
  },
};

/** The deadline passed meanwhile: 'Accept Failed' with the server's reason. */
export const BidFails: Story = {
  parameters: at('logistics', [tenderHandlers.list(), tenderHandlers.bidFails()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: `Bid on ${tenders.open.title}` }));
    const dialog = within(await page.findByRole('dialog', { name: `Place Bid: ${tenders.open.title}` }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Estimated Delivery Time/ }), '3 days');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Bid' }));
    await expect(await page.findByText(TENDER_NOTICES.acceptFailed)).toBeInTheDocument();
    await expect(page.getByText(fleetWorkMessages.tenderClosed)).toBeInTheDocument();
  },
};

/** Reject asks the spec's confirmation, then 'Tender Rejected'. */
export const Reject: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: `Reject ${tenders.open.title}` }));
    const dialog = within(await page.findByRole('dialog', { name: 'Reject Tender' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Reject Tender' }));
    await expect(await page.findByText(TENDER_NOTICES.rejected)).toBeInTheDocument();
  },
};

/** The server refuses silently: 'Reject Failed' with the spec's fallback. */
export const RejectFails: Story = {
  parameters: at('logistics', [tenderHandlers.list(), tenderHandlers.rejectFails()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: `Reject ${tenders.open.title}` }));
    await userEvent.click(
      within(await page.findByRole('dialog', { name: 'Reject Tender' })).getByRole('button', { name: 'Reject Tender' }),
    );
    await expect(await page.findByText(TENDER_NOTICES.rejectFailedFallback)).toBeInTheDocument();
    await expect(page.queryByText(TENDER_TEXTS.loadFailed)).not.toBeInTheDocument();
  },
};

/** The client company of each tender with its verification: a carrier decides whom to bid for. */
export const VerifiedClients: Story = {
  play: async ({ canvasElement }) => {
    const body = canvasElement.ownerDocument.body;
    await waitFor(() => expect(orgMarks(body, tenders.open.clientCompany)).toContain('verified'));
    await waitFor(() => expect(orgMarks(body, tenders.openMedium.clientCompany)).toContain('notVerified'));
  },
};
