import { DASHBOARD_PATHS, type Role } from '@energy/domain/roles';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { sessionUsers, unknownRoleUser } from '../../mocks/fixtures/auth';
import { rfqs } from '../../mocks/fixtures/procurement';
import { authHandlers } from '../../mocks/handlers';
import { notificationHandlers } from '../../mocks/notificationHandlers';
import { offerHandlers, rfqHandlers } from '../../mocks/procurementHandlers';
import { RfqDetailScreen } from '../../screens/procurement/RfqDetailScreen/RfqDetailScreen';
import { ComingSoonScreen } from '../../screens/system/ComingSoonScreen/ComingSoonScreen';
import { storyScreen } from '../../test-utils/storyParameters';
import { AppLayout } from './AppLayout';

const meta = {
  title: 'Layout/AppLayout',
  component: AppLayout,
  args: { children: <ComingSoonScreen /> },
} satisfies Meta<typeof AppLayout>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The layout as a role sees it on their dashboard. */
function asRole(role: Role): Story {
  return {
    parameters: storyScreen({ route: DASHBOARD_PATHS[role], session: authHandlers.signedInAs(sessionUsers[role]) }),
  };
}

export const Admin = asRole('admin');
export const Buyer = asRole('buyer');
export const Supplier = asRole('supplier');
export const Logistics = asRole('logistics');
export const Finance = asRole('finance');

/** The server counts 4 unread notifications: the sidebar badge and the bell's dot show them. */
export const WithUnreadNotifications: Story = {
  parameters: storyScreen({
    route: DASHBOARD_PATHS.buyer,
    session: authHandlers.signedInAs(sessionUsers.buyer),
    counters: notificationHandlers.counters({ unread: 4, highPriorityUnread: 1, today: 4 }),
  }),
};

/** 150 unread: the badge reads 99+. */
export const WithManyUnreadNotifications: Story = {
  parameters: storyScreen({
    route: DASHBOARD_PATHS.buyer,
    session: authHandlers.signedInAs(sessionUsers.buyer),
    counters: notificationHandlers.counters({ unread: 150, highPriorityUnread: 12, today: 40 }),
  }),
};

export const UnknownRole: Story = {
  parameters: storyScreen({ route: '/settings', session: authHandlers.signedInAs(unknownRoleUser) }),
};

/** The layout with a page deep in a role's navigation: the closest item is highlighted. */
export const LogisticsOnJobTracking: Story = {
  parameters: storyScreen({ route: '/fleet/jobs', session: authHandlers.signedInAs(sessionUsers.logistics) }),
};

/** The breadcrumb from the route: RFQ & Quotes > the RFQ's number, which the detail page names. */
export const BuyerOnRfqDetail: Story = {
  args: { children: <RfqDetailScreen /> },
  parameters: storyScreen({
    route: `/rfq/${rfqs.quoted.id}`,
    path: '/rfq/:id',
    session: authHandlers.signedInAs(sessionUsers.buyer),
    handlers: [rfqHandlers.byId(rfqs.quoted), offerHandlers.list()],
  }),
};
