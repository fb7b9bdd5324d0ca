import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { invoicedWithin, shortAccepted, shortDelivery } from '../../../mocks/fixtures/deliveredQuantity';
import { orderHandlers } from '../../../mocks/fulfilmentHandlers';
import { authHandlers, trpcMsw } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { FIRST_LOAD } from '../../../test-utils/waits';
import { OrderManagementScreen } from './OrderManagementScreen';

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[]) =>
  storyScreen({ route: '/orders', session: authHandlers.signedInAs(sessionUsers[role]), handlers });
const acceptSucceeds = () => trpcMsw.order.acceptQuantity.mutation(() => shortAccepted);

const meta = {
  title: 'Fulfilment/OrderManagementScreen/DeliveredQuantity',
  component: OrderManagementScreen,
  parameters: at('buyer', [orderHandlers.list([shortDelivery, invoicedWithin]), acceptSucceeds()]),
} satisfies Meta<typeof OrderManagementScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Buyer: a short delivery (900 of 1,000 l) holds the money until accepted or disputed; Accept quantity invoices it. */
export const ShortDelivery: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: `Delivered quantity of ${shortDelivery.orderNumber}` }, FIRST_LOAD),
    );
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Delivered quantity' }));
    await expect(dialog.getByText('Short delivery')).toBeInTheDocument();
    await expect(dialog.getByText('Settled quantity: 900 liters')).toBeInTheDocument();
    await expect(dialog.getByText('Deviation: -100 liters (-10 %)')).toBeInTheDocument();
    await expect(dialog.getByRole('button', { name: /Raise dispute/ })).toBeInTheDocument();
    await userEvent.click(
      dialog.getByRole('button', { name: `Accept the delivered quantity of ${shortDelivery.orderNumber}` }),
    );
    await expect(
      await within(document.body).findByText(`${shortDelivery.orderNumber}: the delivered quantity stands.`),
    ).toBeInTheDocument();
  },
};

/** Within the tolerance and invoiced: settled quantity × final price + demurrage − advances = the amount. */
export const FinalInvoice: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: `Delivered quantity of ${invoicedWithin.orderNumber}` }, FIRST_LOAD),
    );
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Delivered quantity' }));
    await expect(dialog.getByText('Within tolerance')).toBeInTheDocument();
    await expect(dialog.getByText('980 liters × 500 = ₦490,000.00')).toBeInTheDocument();
    await expect(dialog.getByText('Demurrage: + ₦2,500.00')).toBeInTheDocument();
    await expect(dialog.getByText('Paid before: − ₦100,000.00')).toBeInTheDocument();
    await expect(dialog.getByText('Amount: ₦392,500.00')).toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: /Accept the delivered quantity/ })).toBeNull();
  },
};

/** Supplier: sees the short delivery and its figures, but accepting is the buyer's. */
export const SupplierSeesShortDelivery: Story = {
  parameters: at('supplier', [orderHandlers.list([{ ...shortDelivery, allowedActions: [] }])]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: `Delivered quantity of ${shortDelivery.orderNumber}` }, FIRST_LOAD),
    );
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Delivered quantity' }));
    await expect(dialog.getByText('Short delivery')).toBeInTheDocument();
    await expect(dialog.queryByRole('button', { name: /Accept the delivered quantity/ })).toBeNull();
  },
};
