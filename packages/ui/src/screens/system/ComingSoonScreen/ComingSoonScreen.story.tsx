import type { Meta, StoryObj } from '@storybook/react-vite';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { ComingSoonScreen } from './ComingSoonScreen';

const meta = {
  title: 'System/ComingSoonScreen',
  component: ComingSoonScreen,
} satisfies Meta<typeof ComingSoonScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Titled from the route table; no figures, not even placeholders. */
export const BuyerDashboard: Story = { parameters: storyScreen({ route: '/dashboard/buyer' }) };
export const RfqManagement: Story = { parameters: storyScreen({ route: '/rfq' }) };
export const VehicleDetails: Story = { parameters: storyScreen({ route: '/fleet/vehicles/42' }) };

/** A role's landing page links to its working screens (the app passes its built routes). */
export const BuyerLanding: Story = {
  args: { workingPaths: ['/rfq', '/orders', '/contracts', '/settings'] },
  parameters: storyScreen({ route: '/dashboard/buyer', session: authHandlers.signedInAs(sessionUsers.buyer) }),
};
