import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { contentItems, publishedContent } from '../../../mocks/fixtures/adminPlatform';
import { authHandlers, mockPage, trpcMsw } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { AnnouncementsPanel } from './AnnouncementsPanel';

describe('AnnouncementsPanel', () => {
  it('shows the published announcements, asking for that type only', async () => {
    const inputs: unknown[] = [];
    const recording = trpcMsw.content.published.query(({ input }) => {
      inputs.push(input);
      return mockPage(publishedContent.filter((c) => c.type === 'announcement'));
    });
    renderScreen(<AnnouncementsPanel />, { handlers: [authHandlers.signedInAs(sessionUsers.buyer), recording] });
    expect(await screen.findByText(contentItems.maintenance.title)).toBeInTheDocument();
    expect(inputs[0]).toMatchObject({ type: 'announcement', limit: 3 });
  });

  it('shows nothing when there are none', async () => {
    let answered = 0;
    const none = trpcMsw.content.published.query(() => {
      answered += 1;
      return mockPage([]);
    });
    renderScreen(<AnnouncementsPanel />, { handlers: [authHandlers.signedInAs(sessionUsers.buyer), none] });
    await expect.poll(() => answered).toBe(1);
    expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
  });
});
