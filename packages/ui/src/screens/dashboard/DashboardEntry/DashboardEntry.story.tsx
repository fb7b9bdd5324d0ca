import type { Meta, StoryObj } from '@storybook/react-vite';
import { sessionUsers, unknownRoleUser } from '../../../mocks/fixtures/auth';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { DashboardEntry } from './DashboardEntry';

const meta = {
  title: 'Dashboard/DashboardEntry',
  component: DashboardEntry,
} satisfies Meta<typeof DashboardEntry>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A stored role the platform does not know. */
export const RoleConfigurationRequired: Story = {
  parameters: storyScreen({ route: '/', session: authHandlers.signedInAs(unknownRoleUser) }),
};

/** A known role is sent straight on to its dashboard. */
export const RedirectsBuyer: Story = {
  parameters: storyScreen({ route: '/', session: authHandlers.signedInAs(sessionUsers.buyer) }),
};
