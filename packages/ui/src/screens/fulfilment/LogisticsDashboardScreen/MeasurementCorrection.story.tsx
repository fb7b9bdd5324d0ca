import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { MEASUREMENT_MESSAGES } from '@energy/domain/schemas/measurement';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { shipments } from '../../../mocks/fixtures/fulfilment';
import {
  correctionHandlers,
  loadedAccepted,
  receiptInvoiced,
  receivedCorrectable,
} from '../../../mocks/correctionHandlers';
import { logisticsDashboardHandlers } from '../../../mocks/fulfilmentHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { FIRST_LOAD } from '../../../test-utils/waits';
import { LogisticsDashboardScreen } from './LogisticsDashboardScreen';

const list = [loadedAccepted, receivedCorrectable, shipments.podLate];
const at = (handlers: RequestHandler[]) =>
  storyScreen({
    route: '/logistics',
    session: authHandlers.signedInAs(sessionUsers.logistics),
    handlers: [
      ...logisticsDashboardHandlers.of(list),
      correctionHandlers.history(),
      correctionHandlers.vcf(),
      ...handlers,
    ],
  });

const meta = {
  title: 'Fulfilment/LogisticsDashboardScreen/MeasurementCorrection',
  component: LogisticsDashboardScreen,
  parameters: at([correctionHandlers.correctLoadingSucceeds(), correctionHandlers.correctReceiptSucceeds()]),
} satisfies Meta<typeof LogisticsDashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function open(canvasElement: HTMLElement, button: string, title: string) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: button }, FIRST_LOAD));
  return within(await within(document.body).findByRole('dialog', { name: title }));
}

/** The dialog opened: the counted figures prefilled, their VCF and NSV, and the history with the superseded one. */
export const LoadingDialog: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, `Correct loading of ${loadedAccepted.shipmentNumber}`, 'Correct loading');
    await expect(dialog.getByRole('textbox', { name: /^Temperature/ })).toHaveValue('30');
    await expect(await dialog.findByText('VCF 0.9875 (Table 54B), 32,588 l at 15 °C')).toBeInTheDocument();
    await expect(await dialog.findByText('Superseded')).toBeInTheDocument();
    await expect(dialog.getByText('Ticket read 32 °C, typed 30')).toBeInTheDocument();
  },
};

/** A corrected temperature: the preview follows it, a reason is required, and the server's NSV comes back. */
export const LoadingCorrected: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement, `Correct loading of ${loadedAccepted.shipmentNumber}`, 'Correct loading');
    const temperature = dialog.getByRole('textbox', { name: /^Temperature/ });
    await userEvent.clear(temperature);
    await userEvent.type(temperature, '32');
    await expect(await dialog.findByText('VCF 0.9858 (Table 54B), 32,531 l at 15 °C')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Save correction' }));
    await expect(await dialog.findByText(MEASUREMENT_MESSAGES.reasonRequired)).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'Ticket read 32 °C, typed 30');
    await userEvent.click(dialog.getByRole('button', { name: 'Save correction' }));
    await expect(
      await within(document.body).findByText(`${loadedAccepted.shipmentNumber}: 32,531 l at 15 °C now counts.`),
    ).toBeInTheDocument();
  },
};

/** The receipt of a delivered shipment corrected: 32,800 l at 28 °C. */
export const ReceiptCorrected: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(
      canvasElement,
      `Correct receipt of ${receivedCorrectable.shipmentNumber}`,
      'Correct receipt',
    );
    const volume = dialog.getByRole('textbox', { name: /^Observed volume/ });
    await userEvent.clear(volume);
    await userEvent.type(volume, '32800');
    await expect(await dialog.findByText('VCF 0.9892 (Table 54B), 32,446 l at 15 °C')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'Meter read 32,800 l');
    await userEvent.click(dialog.getByRole('button', { name: 'Save correction' }));
    await expect(
      await within(document.body).findByText(`${receivedCorrectable.shipmentNumber}: 32,446 l at 15 °C now counts.`),
    ).toBeInTheDocument();
  },
};

/** The final invoice was issued meanwhile: the server's 409 is said in the dialog's notice. */
export const ReceiptRefused: Story = {
  parameters: at([correctionHandlers.correctReceiptRefused(MEASUREMENT_MESSAGES.receiptAfterFinalInvoice)]),
  play: async ({ canvasElement }) => {
    const dialog = await open(
      canvasElement,
      `Correct receipt of ${receivedCorrectable.shipmentNumber}`,
      'Correct receipt',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: /^Reason/ }), 'Meter misread');
    await userEvent.click(dialog.getByRole('button', { name: 'Save correction' }));
    await expect(
      await within(document.body).findByText(MEASUREMENT_MESSAGES.receiptAfterFinalInvoice),
    ).toBeInTheDocument();
  },
};

/** Where the server lists no correction (in transit, or invoiced), no button is offered. */
export const NotOffered: Story = {
  parameters: at([]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByText(shipments.podLate.shipmentNumber, {}, FIRST_LOAD);
    await expect(page.getAllByRole('button', { name: /^Correct (loading|receipt) of/ })).toHaveLength(2);
    await expect(
      page.queryByRole('button', { name: `Correct receipt of ${shipments.podLate.shipmentNumber}` }),
    ).toBeNull();
  },
};

/**
 * The order's final invoice is issued on the receipt: Correct receipt stays, off, saying why (the registry's refusal,
 * "The order's final invoice is issued: …"), and opens nothing.
 */
export const ReceiptClosedByFinalInvoice: Story = {
  parameters: storyScreen({
    route: '/logistics',
    session: authHandlers.signedInAs(sessionUsers.logistics),
    handlers: [...logisticsDashboardHandlers.of([receivedCorrectable, receiptInvoiced]), correctionHandlers.history()],
  }),
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole(
      'button',
      { name: `Correct receipt of ${receiptInvoiced.shipmentNumber}` },
      FIRST_LOAD,
    );
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveAccessibleDescription(MEASUREMENT_MESSAGES.receiptAfterFinalInvoice);
    await userEvent.click(button);
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};
