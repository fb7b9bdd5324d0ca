import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contentHandlers } from '../../../mocks/adminPlatformHandlers';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { contentItems, publishedContent } from '../../../mocks/fixtures/adminPlatform';
import { authHandlers, mockPage, trpcMsw } from '../../../mocks/handlers';
import { renderRoutes, renderScreen } from '../../../test-utils/render';
import { HELP_ARTICLE_TEXTS, HelpArticleScreen } from '../HelpArticleScreen/HelpArticleScreen';
import { HELP_TEXTS, HelpCenterScreen } from './HelpCenterScreen';

const signedIn = authHandlers.signedInAs(sessionUsers.supplier);
const renderHelp = (handlers: RequestHandler[] = [contentHandlers.published()], route = '/help') =>
  renderScreen(<HelpCenterScreen />, { route, handlers: [signedIn, ...handlers] });

describe('HelpCenterScreen', () => {
  it("asks for the help center's types and links each article to its page", async () => {
    const inputs: unknown[] = [];
    const recording = trpcMsw.content.published.query(({ input }) => {
      inputs.push(input);
      return mockPage(publishedContent.filter((c) => c.type !== 'announcement'));
    });
    renderHelp([recording]);
    const list = within(await screen.findByRole('list', { name: 'Help articles' }));
    expect(list.getByRole('link', { name: contentItems.rfqHelp.title })).toHaveAttribute(
      'href',
      `/help/${contentItems.rfqHelp.id}`,
    );
    expect(list.queryByText(contentItems.maintenance.title)).not.toBeInTheDocument();
    expect(inputs[0]).toMatchObject({ section: 'help' });
  });

  it('shows the empty and failed states', async () => {
    const empty = renderHelp([contentHandlers.published([])]);
    expect(await screen.findByText(HELP_TEXTS.emptyText)).toBeInTheDocument();
    empty.unmount();
    renderHelp([contentHandlers.publishedFails()]);
    expect(await screen.findByText(HELP_TEXTS.loadFailed)).toBeInTheDocument();
  });
});

describe('HelpArticleScreen', () => {
  const renderArticle = (id: string) =>
    renderRoutes(<Route path="/help/:id" element={<HelpArticleScreen />} />, {
      route: `/help/${id}`,
      handlers: [signedIn, contentHandlers.publishedItem()],
    });

  it('shows a published article', async () => {
    renderArticle(contentItems.rfqHelp.id);
    expect(await screen.findByRole('heading', { name: contentItems.rfqHelp.title })).toBeInTheDocument();
    expect(screen.getByText(contentItems.rfqHelp.content)).toBeInTheDocument();
  });

  it('says when an article is not available', async () => {
    renderArticle(contentItems.escrowFaq.id);
    expect(await screen.findByText(HELP_ARTICLE_TEXTS.unavailable)).toBeInTheDocument();
  });

  it('speaks German: title, search, type filter and the article types', async () => {
    renderScreen(<HelpCenterScreen />, {
      route: '/help',
      language: 'de',
      handlers: [signedIn, contentHandlers.published()],
    });
    expect(await screen.findByRole('heading', { name: 'Hilfecenter' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Hilfe durchsuchen' })).toBeInTheDocument();
    const list = within(await screen.findByRole('list', { name: 'Hilfeartikel' }, { timeout: 10_000 }));
    expect(list.getAllByText('Hilfeartikel').length).toBeGreaterThan(0);
  });
});
