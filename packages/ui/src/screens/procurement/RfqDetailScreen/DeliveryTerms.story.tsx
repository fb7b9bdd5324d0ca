import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { proposingOffer, quotedTermsRfq, rfqTermsOffer, termsRfq } from '../../../mocks/fixtures/deliveryTerms';
import type { RfqFixture } from '../../../mocks/fixtures/procurement';
import { authHandlers } from '../../../mocks/handlers';
import { offerHandlers, rfqHandlers } from '../../../mocks/procurementHandlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { FIRST_LOAD } from '../../../test-utils/waits';
import { RfqDetailScreen } from './RfqDetailScreen';

const at = (rfq: RfqFixture, handlers: RequestHandler[]) =>
  storyScreen({
    route: `/rfq/${rfq.id}`,
    path: '/rfq/:id',
    session: authHandlers.signedInAs(sessionUsers.buyer),
    handlers: [rfqHandlers.byId(rfq), ...handlers],
  });

const meta = {
  title: 'Procurement/RfqDetailScreen/DeliveryTerms',
  component: RfqDetailScreen,
  parameters: at(termsRfq, [offerHandlers.list([])]),
} satisfies Meta<typeof RfqDetailScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const pageOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Buyer, before the first offer: the RFQ's terms (2 % tolerance, the rest marked default) and Edit delivery terms. */
export const StatedTerms: Story = {
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(await page.findByText('± 2 %', {}, FIRST_LOAD)).toBeInTheDocument();
    await expect(page.getAllByText('default')).toHaveLength(4);
  },
};

/** The edit dialog: each field shows the RFQ's term; a term left empty stays as it is. */
export const EditingTerms: Story = {
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await userEvent.click(await page.findByRole('button', { name: 'Edit delivery terms' }, FIRST_LOAD));
    await expect(await page.findByRole('dialog', { name: `Delivery terms of ${termsRfq.rfqNumber}` })).toBeVisible();
  },
};

/** Quoted: one bid proposes its own transit loss, free time and demurrage rate, the other takes the RFQ's. */
export const BidsWithOtherTerms: Story = {
  parameters: at(quotedTermsRfq, [offerHandlers.list([proposingOffer, rfqTermsOffer])]),
  play: async ({ canvasElement }) => {
    const page = pageOf(canvasElement);
    await expect(await page.findByText('Allowed transit loss: 0.5 %', {}, FIRST_LOAD)).toBeInTheDocument();
    await expect(page.getByText('As the RFQ')).toBeInTheDocument();
  },
};
