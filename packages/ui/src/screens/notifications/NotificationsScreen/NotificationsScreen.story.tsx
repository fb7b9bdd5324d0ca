import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { authHandlers } from '../../../mocks/handlers';
import { notificationHandlers } from '../../../mocks/notificationHandlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { NOTIFICATIONS_TEXTS, NotificationsScreen } from './NotificationsScreen';

const at = (handlers: RequestHandler[], counters: RequestHandler = notificationHandlers.counters()) =>
  storyScreen({ route: '/notifications', session: authHandlers.signedInAs(sessionUsers.buyer), counters, handlers });

const meta = {
  title: 'Notifications/NotificationsScreen',
  component: NotificationsScreen,
  parameters: at([
    notificationHandlers.list(),
    notificationHandlers.markReadSucceeds(),
    notificationHandlers.markAllReadSucceeds(),
  ]),
} satisfies Meta<typeof NotificationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two unread (one high priority) and one read: the counters, Mark as read on the unread ones, Mark All as Read. */
export const Default: Story = {};

export const Loading: Story = {
  parameters: at([notificationHandlers.listLoading()], notificationHandlers.countersLoading()),
};

export const Empty: Story = { parameters: at([notificationHandlers.list([])], notificationHandlers.noCounters()) };

export const Error: Story = { parameters: at([notificationHandlers.listFails()]) };

/** Mark All as Read: the server marks them and the notice says so. */
export const MarkAllAsRead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark All as Read' }));
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(NOTIFICATIONS_TEXTS.allRead)).toBeInTheDocument();
  },
};
