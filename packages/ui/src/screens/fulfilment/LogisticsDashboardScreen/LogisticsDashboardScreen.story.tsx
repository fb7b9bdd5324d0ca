import { translatorFor } from '@energy/i18n/translator';
import { shipmentValues } from './useShipmentMoves';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { POD_NOTICES } from '../../../components/fulfilment/PodForm';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import {
  adminShipmentList,
  fulfilmentMessages,
  namedCarrierShipment,
  shipments,
} from '../../../mocks/fixtures/fulfilment';
import { logisticsDashboardHandlers, shipmentHandlers } from '../../../mocks/fulfilmentHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { measurementHandlers } from '../../../mocks/measurementHandlers';
import { VCF_MESSAGES } from '@energy/domain/measurement/vcf';
import { VCF_GROUP_TEXTS, VOLUME_CORRECTION_TEXTS } from '../../../components/fulfilment/VolumeCorrectionCalculator';
import { storyScreen } from '../../../test-utils/storyParameters';
import { LogisticsDashboardScreen } from './LogisticsDashboardScreen';
import { DECLINE_CONFIRM_TEXTS, DELIVERED_CONFIRM_TEXTS } from './ShipmentRowActions';

/** The English texts the screen shows (the catalogue's keys are what the screens export). */
const en = translatorFor('en');

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[]) =>
  storyScreen({ route: '/logistics', session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const everything = [
  ...logisticsDashboardHandlers.of(),
  shipmentHandlers.acceptSucceeds(),
  shipmentHandlers.startTransitSucceeds(),
  shipmentHandlers.markDeliveredSucceeds(),
  shipmentHandlers.submitPodSucceeds(),
];

const meta = {
  title: 'Fulfilment/LogisticsDashboardScreen',
  component: LogisticsDashboardScreen,
  parameters: at('logistics', everything),
} satisfies Meta<typeof LogisticsDashboardScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Logistics: metrics from the shipments (distance in the browser locale's unit: 45.2K miles in en-US), the step each lists (accept, start transit, mark delivered), Submit POD on the delivered one. */
export const Default: Story = {};

/** A tender the company declined: the server lists no verb on it, so it offers no Accept. */
export const DeclinedTenderNoAccept: Story = {
  parameters: at('logistics', [
    ...logisticsDashboardHandlers.of([{ ...shipments.tendered, allowedActions: [] }, shipments.accepted]),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByText(shipments.tendered.shipmentNumber);
    await expect(
      page.queryByRole('button', { name: `Accept ${shipments.tendered.shipmentNumber}` }),
    ).not.toBeInTheDocument();
  },
};

/** A shipment tendered to this carrier without a tender: Decline beside Accept. */
export const NamedCarrierAcceptOrDecline: Story = {
  parameters: at('logistics', [
    ...logisticsDashboardHandlers.of([namedCarrierShipment, shipments.accepted]),
    shipmentHandlers.acceptSucceeds(),
    shipmentHandlers.declineSucceeds(),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(
      await page.findByRole('button', { name: `Decline ${namedCarrierShipment.shipmentNumber}` }),
    ).toBeInTheDocument();
    await expect(
      page.getByRole('button', { name: `Accept ${namedCarrierShipment.shipmentNumber}` }),
    ).toBeInTheDocument();
  },
};

/** Decline asks first, saying the order goes back to its supplier, with an optional reason the supplier is told. */
export const DeclineConfirmation: Story = {
  parameters: at('logistics', [
    ...logisticsDashboardHandlers.of([namedCarrierShipment]),
    shipmentHandlers.declineSucceeds(),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: `Decline ${namedCarrierShipment.shipmentNumber}` }));
    const confirm = within(await page.findByRole('dialog', { name: en(DECLINE_CONFIRM_TEXTS.title) }));
    await userEvent.type(confirm.getByLabelText(en(DECLINE_CONFIRM_TEXTS.reason)), 'No tanker free that week');
    await expect(
      confirm.getByText(en(DECLINE_CONFIRM_TEXTS.effects, shipmentValues(namedCarrierShipment))),
    ).toBeInTheDocument();
  },
};

/** Mark Delivered asks first, saying what it does to the order and that no money moves until the proof of delivery. */
export const MarkDeliveredConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await page.findByRole('button', { name: `Mark Delivered ${shipments.inTransit.shipmentNumber}` }),
    );
    const confirm = within(await page.findByRole('dialog', { name: en(DELIVERED_CONFIRM_TEXTS.title) }));
    await expect(confirm.getByText(en(DELIVERED_CONFIRM_TEXTS.money))).toBeInTheDocument();
  },
};

/** An accepted shipment whose job has no driver and vehicle yet: the server lists no Start Transit, so none shows. */
export const AwaitingDriver: Story = {
  parameters: at('logistics', [
    ...logisticsDashboardHandlers.of([
      shipments.tendered,
      { ...shipments.accepted, allowedActions: [] },
      shipments.inTransit,
    ]),
  ]),
};

export const Loading: Story = { parameters: at('logistics', [...logisticsDashboardHandlers.loading()]) };

export const Empty: Story = { parameters: at('logistics', [...logisticsDashboardHandlers.of([])]) };

export const Error: Story = { parameters: at('logistics', [...logisticsDashboardHandlers.fails()]) };

/** Buyers may not open /logistics. */
export const Forbidden: Story = {
  parameters: at('buyer', []),
  render: () => (
    <ProtectedRoute>
      <LogisticsDashboardScreen />
    </ProtectedRoute>
  ),
};

/** Admin: the same figures, read only: moving goods and proving delivery stay with the carrier and the supplier. */
export const Admin: Story = { parameters: at('admin', [...logisticsDashboardHandlers.of(adminShipmentList)]) };

/** The proof of delivery is refused: 'Submission Failed' with the server's message. */
export const PodSubmissionFails: Story = {
  parameters: at('logistics', [...logisticsDashboardHandlers.of(), shipmentHandlers.submitPodFails()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      await page.findByRole('button', { name: `Submit POD for ${shipments.delivered.shipmentNumber}` }),
    );
    const dialog = within(await page.findByRole('dialog', { name: 'Submit Proof of Delivery' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Recipient Name/ }), 'Ngozi Obi');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit POD' }));
    await expect(await page.findByText(en(POD_NOTICES.failed))).toBeInTheDocument();
    await expect(page.getByText(fulfilmentMessages.podAlreadySubmitted)).toBeInTheDocument();
  },
};

/** The volume correction calculator: AGO at 850 kg/m³ and 30 °C with 33,000 litres observed -> VCF 0.9875, Table 54B, diesel and fuel oils, 32,588 l at 15 °C. */
export const VolumeCorrection: Story = {
  parameters: at('logistics', [...logisticsDashboardHandlers.of(), measurementHandlers.vcf()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: en(VOLUME_CORRECTION_TEXTS.open) }));
    const dialog = within(await page.findByRole('dialog', { name: en(VOLUME_CORRECTION_TEXTS.title) }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Density at 15/ }), '850');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Observed temperature/ }), '30');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Observed volume/ }), '33000');
    await userEvent.click(dialog.getByRole('button', { name: en(VOLUME_CORRECTION_TEXTS.calculate) }));
    await expect(await dialog.findByText('0.9875')).toBeInTheDocument();
    await expect(dialog.getByText('Table 54B')).toBeInTheDocument();
    await expect(dialog.getByText(en(VCF_GROUP_TEXTS['diesel and fuel oils']))).toBeInTheDocument();
    await expect(dialog.getByText('32,588 l at 15 °C')).toBeInTheDocument();
  },
};

/** A temperature outside Table 54: the server's message on the temperature field. */
export const VolumeCorrectionRefused: Story = {
  parameters: at('logistics', [
    ...logisticsDashboardHandlers.of(),
    measurementHandlers.vcfRefuses('temperatureC', VCF_MESSAGES.temperatureOutOfRange150),
  ]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: en(VOLUME_CORRECTION_TEXTS.open) }));
    const dialog = within(await page.findByRole('dialog', { name: en(VOLUME_CORRECTION_TEXTS.title) }));
    await userEvent.type(dialog.getByRole('textbox', { name: /^Density at 15/ }), '850');
    await userEvent.type(dialog.getByRole('textbox', { name: /^Observed temperature/ }), '160');
    await userEvent.click(dialog.getByRole('button', { name: en(VOLUME_CORRECTION_TEXTS.calculate) }));
    await expect(await dialog.findByText(VCF_MESSAGES.temperatureOutOfRange150)).toBeInTheDocument();
  },
};
