import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyScreen } from '../../../test-utils/storyParameters';
import { DenialPage } from './DenialPage';

const meta = {
  title: 'Access/DenialPage',
  component: DenialPage,
  parameters: storyScreen({ route: '/payments' }),
} satisfies Meta<typeof DenialPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AccessRestricted: Story = {
  args: { denial: { allowed: false, reason: 'roles', role: 'buyer', requiredRoles: ['finance', 'admin'] } },
};

export const InsufficientPermissions: Story = {
  args: { denial: { allowed: false, reason: 'permission', required: 'rfq:create' } },
};

export const PageNotAvailable: Story = {
  args: { denial: { allowed: false, reason: 'route', route: '/fleet/jobs' } },
};

export const AccessDenied: Story = {
  args: { denial: { allowed: false, reason: 'default' } },
};
