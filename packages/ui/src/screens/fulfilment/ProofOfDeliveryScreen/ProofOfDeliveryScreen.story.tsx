import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { shipments, supplierShipmentList } from '../../../mocks/fixtures/fulfilment';
import { shipmentHandlers } from '../../../mocks/fulfilmentHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { ProofOfDeliveryScreen } from './ProofOfDeliveryScreen';

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[]) =>
  storyScreen({ route: '/pod', session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const everything = [shipmentHandlers.list(supplierShipmentList), shipmentHandlers.submitPodSucceeds()];
const asCarrier = [shipmentHandlers.list(), shipmentHandlers.submitPodSucceeds()];

const meta = {
  title: 'Fulfilment/ProofOfDeliveryScreen',
  component: ProofOfDeliveryScreen,
  parameters: at('supplier', everything),
} satisfies Meta<typeof ProofOfDeliveryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Supplier: the delivered shipment to sign off (shipment.submitPod), and the proofs already submitted. */
export const Default: Story = {};

export const Loading: Story = { parameters: at('supplier', [shipmentHandlers.listLoading()]) };

export const Empty: Story = { parameters: at('supplier', [shipmentHandlers.list([shipments.tendered])]) };

export const Error: Story = { parameters: at('supplier', [shipmentHandlers.listFails()]) };

/** Finance may not open /pod. */
export const Forbidden: Story = {
  parameters: at('finance', []),
  render: () => (
    <ProtectedRoute>
      <ProofOfDeliveryScreen />
    </ProtectedRoute>
  ),
};

/** Logistics: the same two sections, as the carrier. */
export const Logistics: Story = { parameters: at('logistics', asCarrier) };
