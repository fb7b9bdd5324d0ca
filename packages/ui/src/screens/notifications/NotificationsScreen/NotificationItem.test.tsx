import { i18nFor } from '@energy/i18n/translator';
import { MantineProvider } from '@mantine/core';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notificationList } from '../../../mocks/fixtures/notification';
import { theme } from '../../../theme';
import { NotificationItem } from './NotificationItem';

const HOUR = 3_600_000;
const created = '2026-11-20T10:00:00.000Z';
const notification = { ...(notificationList[0] as (typeof notificationList)[number]), createdAt: created };
const item = (
  <I18nextProvider i18n={i18nFor('en')}>
    <MantineProvider theme={theme} env="test">
      <MemoryRouter>
        <ul>
          <NotificationItem notification={notification} onMarkRead={() => {}} marking={false} />
        </ul>
      </MemoryRouter>
    </MantineProvider>
  </I18nextProvider>
);

describe('NotificationItem hydration', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it("takes over the server's frame without a mismatch when the browser's clock differs, then shows the relative time", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // The server drew the frame 10 minutes after the notification ("Just now" by its clock)…
    vi.setSystemTime(new Date(Date.parse(created) + 10 * 60_000));
    const container = document.createElement('div');
    container.innerHTML = renderToString(item);
    document.body.appendChild(container);
    // …the browser hydrates it three hours later ("3 hours ago" by its own).
    vi.setSystemTime(new Date(Date.parse(created) + 3 * HOUR));
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, item, { onRecoverableError: (error) => void recoverable.push(error) });
    });
    expect(recoverable).toEqual([]);
    expect(await screen.findByText('3 hours ago')).toBeInTheDocument();
  });
});
