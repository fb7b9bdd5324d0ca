import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { notificationList } from '../../../mocks/fixtures/notification';
import { authHandlers, trpcMsw } from '../../../mocks/handlers';
import { notificationHandlers } from '../../../mocks/notificationHandlers';
import { renderScreen } from '../../../test-utils/render';
import { NOTIFICATIONS_TEXTS, NotificationsScreen } from './NotificationsScreen';

const renderNotifications = (
  handlers: RequestHandler[] = [notificationHandlers.list(), notificationHandlers.counters()],
) =>
  renderScreen(<NotificationsScreen />, {
    route: '/notifications',
    handlers: [authHandlers.signedInAs(sessionUsers.buyer), ...handlers],
  });

const counter = (label: string) => screen.getByRole('generic', { name: label });

describe('NotificationsScreen', () => {
  it('shows the counters and each notification with its type, priority, relative time and link', async () => {
    renderNotifications();
    const list = within(await screen.findByRole('list', { name: NOTIFICATIONS_TEXTS.title }));
    expect(list.getAllByRole('listitem')).toHaveLength(notificationList.length);
    expect(await within(counter('Unread')).findByText('2')).toBeInTheDocument();
    expect(within(counter('High Priority')).getByText('1')).toBeInTheDocument();
    expect(within(counter('Today')).getByText('2')).toBeInTheDocument();

    const offer = within(list.getByRole('listitem', { name: 'New offer' }));
    expect(offer.getByText(notificationList[0]?.message ?? '')).toBeInTheDocument();
    expect(offer.getByText('Just now')).toBeInTheDocument();
    expect(offer.getByText('medium')).toBeInTheDocument();
    expect(offer.getByRole('link', { name: 'View' })).toHaveAttribute('href', notificationList[0]?.link);
    expect(
      within(list.getByRole('listitem', { name: 'Contract to sign' })).getByText('3 hours ago'),
    ).toBeInTheDocument();
    const read = within(list.getByRole('listitem', { name: 'Shipment in transit' }));
    expect(read.getByText('2 days ago')).toBeInTheDocument();
    // Already read: no Mark as read.
    expect(read.queryByRole('button', { name: /Mark as read/ })).not.toBeInTheDocument();
  });

  it('marks one notification read, then refreshes the list and counters', async () => {
    let marked: string | undefined;
    const markRead = trpcMsw.notification.markRead.mutation(({ input }) => {
      marked = input.id;
      return { ...(notificationList[1] as (typeof notificationList)[number]), readAt: new Date().toISOString() };
    });
    const { user } = renderNotifications([notificationHandlers.list(), notificationHandlers.counters(), markRead]);
    await user.click(await screen.findByRole('button', { name: 'Mark as read: Contract to sign' }));
    await vi.waitFor(() => expect(marked).toBe(notificationList[1]?.id));
  });

  it('marks all as read and says so', async () => {
    let called = false;
    const markAll = trpcMsw.notification.markAllRead.mutation(() => {
      called = true;
      return { marked: 2 };
    });
    const { user } = renderNotifications([notificationHandlers.list(), notificationHandlers.counters(), markAll]);
    await user.click(await screen.findByRole('button', { name: 'Mark All as Read' }));
    expect(await screen.findByText(NOTIFICATIONS_TEXTS.allRead)).toBeInTheDocument();
    expect(called).toBe(true);
  });

  it('shows only the unread ones when asked', async () => {
    const { user } = renderNotifications();
    await screen.findByRole('list', { name: NOTIFICATIONS_TEXTS.title });
    await user.click(screen.getByRole('radio', { name: 'Unread' }));
    await vi.waitFor(() =>
      expect(screen.queryByRole('listitem', { name: 'Shipment in transit' })).not.toBeInTheDocument(),
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('says so when there is nothing, and Mark All as Read is off', async () => {
    renderNotifications([notificationHandlers.list([]), notificationHandlers.noCounters()]);
    expect(await screen.findByText(NOTIFICATIONS_TEXTS.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark All as Read' })).toBeDisabled();
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    renderNotifications([notificationHandlers.listFails(), notificationHandlers.counters()]);
    expect(await screen.findByText(NOTIFICATIONS_TEXTS.failed)).toBeInTheDocument();
  });

  it('speaks French: counters, relative times, priorities and buttons', async () => {
    renderScreen(<NotificationsScreen />, {
      route: '/notifications',
      language: 'fr',
      handlers: [
        authHandlers.signedInAs(sessionUsers.buyer),
        notificationHandlers.list(),
        notificationHandlers.counters(),
      ],
    });
    const list = within(await screen.findByRole('list', { name: 'Notifications' }, { timeout: 10_000 }));
    expect(
      await screen.findByRole('button', { name: 'Tout marquer comme lu' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('generic', { name: 'Non lues' })).toBeInTheDocument();
    expect(
      within(list.getByRole('listitem', { name: 'Contract to sign' })).getByText('il y a 3 heures'),
    ).toBeInTheDocument();
    expect(
      within(list.getByRole('listitem', { name: 'Shipment in transit' })).getByText('il y a 2 jours'),
    ).toBeInTheDocument();
    expect(within(list.getByRole('listitem', { name: 'New offer' })).getByText('moyenne')).toBeInTheDocument();
  });
});
