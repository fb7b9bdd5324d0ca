import type { Meta, StoryObj } from '@storybook/react-vite';
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
