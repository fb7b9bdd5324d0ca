import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { VCF_MESSAGES } from '@energy/domain/measurement/vcf';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { shipments } from '../../../mocks/fixtures/fulfilment';
import { logisticsDashboardHandlers, shipmentHandlers } from '../../../mocks/fulfilmentHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { FIRST_LOAD } from '../../../test-utils/waits';
import { LogisticsDashboardScreen } from './LogisticsDashboardScreen';

const at = (handlers: RequestHandler[]) =>
  storyScreen({ route: '/logistics', session: authHandlers.signedInAs(sessionUsers.logistics), handlers });

const meta = {
  title: 'Fulfilment/LogisticsDashboardScreen/MeasuredDelivery',
  component: LogisticsDashboardScreen,
  parameters: at([...logisticsDashboardHandlers.of(), shipmentHandlers.recordLoadingSucceeds()]),
} satisfies Meta<typeof LogisticsDashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The carrier records the loading of its accepted shipment from the loading ticket; the server's NSV comes back. */
export const RecordLoading: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: `Record loading of ${shipments.accepted.shipmentNumber}` }, FIRST_LOAD),
    );
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Record loading' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Bill of lading number/ }), 'BL-APP-2026-0117');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Observed volume/ }), '33000');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Temperature/ }), '30');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Density at 15 °C/ }), '850');
    await userEvent.click(dialog.getByRole('button', { name: 'Record loading' }));
    await expect(
      await within(document.body).findByText(`${shipments.accepted.shipmentNumber} loaded: 32,588 l at 15 °C.`),
    ).toBeInTheDocument();
  },
};

/** A temperature outside Table 54: the server's refusal is shown on its field. */
export const LoadingRefused: Story = {
  parameters: at([
    ...logisticsDashboardHandlers.of(),
    shipmentHandlers.recordLoadingFails('temperatureC', VCF_MESSAGES.temperatureOutOfRange150),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: `Record loading of ${shipments.accepted.shipmentNumber}` }, FIRST_LOAD),
    );
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Record loading' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Bill of lading number/ }), 'BL-1');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Observed volume/ }), '33000');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Temperature/ }), '-40');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Density at 15 °C/ }), '850');
    await userEvent.click(dialog.getByRole('button', { name: 'Record loading' }));
    await expect(await dialog.findByText(VCF_MESSAGES.temperatureOutOfRange150)).toBeInTheDocument();
  },
};

/** Loaded and received volumes at 15 °C and the transit loss, on the shipments that have them. */
export const MeasuredVolumes: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findAllByText('Loaded: 32,588 l at 15 °C', {}, FIRST_LOAD)).toHaveLength(2);
    await expect(page.getByText('Received: 32,545 l at 15 °C')).toBeInTheDocument();
    await expect(page.getByText('Transit loss: 43 l (0.13 %)')).toBeInTheDocument();
  },
};

/** The proof of delivery's optional measured fields: what the receiver measured at discharge. */
export const PodMeasuredFields: Story = {
  parameters: at([...logisticsDashboardHandlers.of(), shipmentHandlers.submitPodSucceeds()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await userEvent.click(
      await page.findByRole('button', { name: `Submit POD for ${shipments.delivered.shipmentNumber}` }, FIRST_LOAD),
    );
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Submit Proof of Delivery' }));
    await expect(dialog.getByRole('group', { name: 'Measured at discharge (optional)' })).toBeInTheDocument();
    await expect(dialog.getByText('Give all four or none: without them, received = loaded.')).toBeInTheDocument();
  },
};
