import { PAGE_DATA_ELEMENT_ID } from '@energy/domain/page-session';
import { createQueryClient } from '@energy/ui/components/AppProviders/AppProviders';
import { seedSessionUser } from '@energy/ui/session/pageSession';
import { type QueryClient, skipToken } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fetchPageQueries, pageData, startFromPageData } from './pageData';

const user = {
  id: 'u1',
  username: 'buyer',
  email: 'buyer@example.com',
  firstName: 'Bola',
  lastName: 'Adeyemi',
  role: 'buyer',
  organizationId: 'o1',
  organizationName: 'Lagos Power',
} as Parameters<typeof seedSessionUser>[1];

/** A query as a hook builds it on the server: in the cache, with the hook's options, never fetched. */
function built(client: QueryClient, name: string, options: Record<string, unknown>) {
  return client.getQueryCache().build(client, { queryKey: [name], ...options });
}

describe("a page's first-frame answers", () => {
  it('are fetched for the queries the render asked for, but not for disabled or skipped ones', async () => {
    const client = createQueryClient();
    const asked: string[] = [];
    const answer = (name: string) => async () => {
      asked.push(name);
      return { name };
    };
    built(client, 'figures', { queryFn: answer('figures') });
    built(client, 'closed', { queryFn: answer('closed'), enabled: false });
    built(client, 'gated', { queryFn: answer('gated'), enabled: () => false });
    built(client, 'skipped', { queryFn: skipToken });
    await fetchPageQueries(client);
    expect(asked).toEqual(['figures']);
    expect(client.getQueryData(['figures'])).toEqual({ name: 'figures' });
  });

  it('leave a failed or late query unanswered, as the browser draws it before asking itself', async () => {
    const client = createQueryClient();
    built(client, 'fast', { queryFn: async () => 'in time' });
    built(client, 'failing', {
      queryFn: async () => {
        throw new Error('database away');
      },
    });
    built(client, 'late', { queryFn: () => new Promise((resolve) => setTimeout(() => resolve('late'), 500)) });
    await fetchPageQueries(client, undefined, 50);
    const state = (name: string) => client.getQueryCache().find({ queryKey: [name] })?.state;
    expect(state('fast')).toMatchObject({ status: 'success', data: 'in time' });
    for (const name of ['failing', 'late']) {
      expect(state(name), name).toMatchObject({ status: 'pending', fetchStatus: 'idle', data: undefined, error: null });
    }
  });

  it('travel in the page and start the browser cache, without the session user and with the drawn width', () => {
    const server = createQueryClient();
    seedSessionUser(server, user);
    server.setQueryData(['rfq', 'list'], { items: [{ id: 'r1', title: 'Diesel' }] });
    const doc = document.implementation.createHTMLDocument();
    const block = doc.createElement('script');
    block.type = 'application/json';
    block.id = PAGE_DATA_ELEMENT_ID;
    const data = pageData(server, { narrowScreen: true, liveFrom: '42' });
    expect(data.answers.queries.map((query) => query.queryKey)).toEqual([['rfq', 'list']]);
    block.textContent = JSON.stringify(data);
    doc.head.append(block);

    const browser = createQueryClient();
    expect(startFromPageData(browser, doc)).toEqual({ narrowScreen: true, liveFrom: '42' });
    expect(browser.getQueryData(['rfq', 'list'])).toEqual({ items: [{ id: 'r1', title: 'Diesel' }] });

    block.textContent = '{ not json';
    const untouched = createQueryClient();
    expect(startFromPageData(untouched, doc)).toEqual({ narrowScreen: false });
    expect(untouched.getQueryCache().getAll()).toEqual([]);
    expect(startFromPageData(untouched, document.implementation.createHTMLDocument())).toEqual({ narrowScreen: false });
  });
});
