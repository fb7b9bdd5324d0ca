import { CONTENT_MESSAGES, ZContentItem, ZPublishedContent } from '@energy/domain/schemas/content';
import {
  FEATURE_FLAG_MESSAGES,
  FEATURE_FLAGS,
  isFlagOnFor,
  ZFeatureFlag,
  ZMyFeatureFlags,
} from '@energy/domain/schemas/feature-flag';
import { ZSessionUser } from '@energy/domain/schemas/auth';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '@energy/test/databases';
import { detailsOf } from '@energy/test/fleet';
import { HttpClient } from '@energy/test/http-client';
import { json, signIn } from '@energy/test/procurement';
import { startTestServer, type TestServer } from '@energy/test/server';

const ZDeletedBody = z.object({ id: z.string() });
const NO_SUCH = '00000000-0000-4000-8000-000000000000';
const errorOf = async (response: Response, status: number) => {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return (JSON.parse(text) as { error: string }).error;
};

/** Content items and feature flags over HTTP; admin only, published content for every signed-in user. */
describe.each(testBackends())('content and feature flags over HTTP (%s)', (backend) => {
  let server: TestServer;
  let admin: HttpClient;
  const others = {} as Record<'buyer' | 'supplier' | 'logistics' | 'finance', HttpClient>;

  beforeAll(async () => {
    server = await startTestServer(backend);
    [admin, others.buyer, others.supplier, others.logistics, others.finance] = await Promise.all([
      signIn(server, 'admin'),
      signIn(server, 'buyer'),
      signIn(server, 'supplier'),
      signIn(server, 'logistics'),
      signIn(server, 'finance'),
    ]);
  });
  afterAll(() => server.close());

  const content = (fields: Record<string, unknown> = {}) => ({
    title: 'Holiday schedule',
    content: 'Closed on the 25th.',
    type: 'announcement',
    ...fields,
  });
  const createContent = async (fields: Record<string, unknown> = {}) =>
    json(await admin.post('/api/admin/content', content(fields)), ZContentItem, 201);

  it('refuses every admin call to every other role (403) and to anonymous callers (401)', async () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/admin/content'],
      ['POST', '/api/admin/content', content()],
      ['PATCH', `/api/admin/content/${NO_SUCH}`, content({ status: 'draft' })],
      ['DELETE', `/api/admin/content/${NO_SUCH}`],
      ['GET', '/api/admin/feature-flags'],
      ['POST', '/api/admin/feature-flags', { name: 'nope' }],
      ['PATCH', `/api/admin/feature-flags/${NO_SUCH}`, { name: 'nope' }],
      ['PATCH', `/api/admin/feature-flags/${NO_SUCH}/toggle`, { isEnabled: true }],
      ['DELETE', `/api/admin/feature-flags/${NO_SUCH}`],
      ['GET', '/api/admin/analytics/funnel?timeRange=7d'],
    ];
    for (const [role, client] of Object.entries(others)) {
      for (const [method, path, body] of calls) {
        const response = await client.request(method, path, body);
        expect(response.status, `${role} ${method} ${path}`).toBe(403);
        expect(await response.text()).toMatch(/Missing permission: (content:manage|featureFlag:manage|analytics:read)/);
      }
    }
    const anonymous = new HttpClient(server.url);
    for (const [method, path, body] of calls)
      expect((await anonymous.request(method, path, body)).status, `anonymous ${method} ${path}`).toBe(401);
  });

  it('requires title, content body and type, and saves as draft unless told', async () => {
    expect(await detailsOf(await admin.post('/api/admin/content', {}))).toEqual([
      { path: 'title', message: CONTENT_MESSAGES.titleRequired },
      { path: 'content', message: CONTENT_MESSAGES.contentRequired },
      { path: 'type', message: CONTENT_MESSAGES.typeRequired },
    ]);
    expect(
      await detailsOf(await admin.post('/api/admin/content', content({ title: '  ', content: ' ', type: 'memo' }))),
    ).toEqual([
      { path: 'title', message: CONTENT_MESSAGES.titleRequired },
      { path: 'content', message: CONTENT_MESSAGES.contentRequired },
      { path: 'type', message: CONTENT_MESSAGES.typeRequired },
    ]);
    const draft = await createContent();
    expect(draft).toMatchObject({
      title: 'Holiday schedule',
      type: 'announcement',
      status: 'draft',
      allowedActions: ['content.update', 'content.delete'],
    });
  });

  it('edits, filters and deletes content', async () => {
    const item = await createContent({ title: 'Filter me', type: 'faq' });
    const edited = await json(
      await admin.request(
        'PATCH',
        `/api/admin/content/${item.id}`,
        content({ title: 'Filtered', type: 'faq', status: 'review' }),
      ),
      ZContentItem,
    );
    expect(edited).toMatchObject({ id: item.id, title: 'Filtered', status: 'review', type: 'faq' });
    const reviewFaq = await json(await admin.get('/api/admin/content?status=review&type=faq'), z.array(ZContentItem));
    expect(reviewFaq.map((c) => c.id)).toContain(item.id);
    expect(reviewFaq.every((c) => c.status === 'review' && c.type === 'faq')).toBe(true);
    expect(
      (await json(await admin.get('/api/admin/content?status=published'), z.array(ZContentItem))).map((c) => c.id),
    ).not.toContain(item.id);
    expect(await json(await admin.request('DELETE', `/api/admin/content/${item.id}`), ZDeletedBody)).toEqual({
      id: item.id,
    });
    expect(await errorOf(await admin.request('DELETE', `/api/admin/content/${item.id}`), 404)).toBe(
      'Content item not found',
    );
    expect(
      await errorOf(await admin.request('PATCH', `/api/admin/content/${item.id}`, content({ status: 'draft' })), 404),
    ).toBe('Content item not found');
  });

  it('shows users published content only; terms are public', async () => {
    const published = await createContent({ title: 'Published help', type: 'help_article', status: 'published' });
    const draft = await createContent({ title: 'Draft help', type: 'help_article' });
    const terms = await createContent({ title: 'Terms v2', type: 'terms', status: 'published' });
    for (const client of Object.values(others)) {
      const help = await json(await client.get('/api/content?type=help_article&limit=200'), z.array(ZPublishedContent));
      expect(help.map((c) => c.id)).toContain(published.id);
      expect(help.map((c) => c.id)).not.toContain(draft.id);
      expect(help.every((c) => c.type === 'help_article')).toBe(true);
      expect(await json(await client.get(`/api/content/${published.id}`), ZPublishedContent)).toMatchObject({
        title: 'Published help',
      });
      expect(await errorOf(await client.get(`/api/content/${draft.id}`), 404)).toBe('Content item not found');
    }
    const helpCenter = await json(
      await others.finance.get('/api/content?section=help&limit=200'),
      z.array(ZPublishedContent),
    );
    expect(helpCenter.map((c) => c.id)).toEqual(expect.arrayContaining([published.id, terms.id]));
    expect(helpCenter.every((c) => ['help_article', 'faq', 'policy', 'terms'].includes(c.type))).toBe(true);
    const anonymous = new HttpClient(server.url);
    expect((await anonymous.get('/api/content')).status).toBe(401);
    const publicTerms = await json(await anonymous.get('/api/terms'), z.array(ZPublishedContent));
    expect(publicTerms.map((c) => c.id)).toContain(terms.id);
    expect(publicTerms.every((c) => c.type === 'terms')).toBe(true);
    // Archiving takes it off the users' pages.
    await json(
      await admin.request(
        'PATCH',
        `/api/admin/content/${published.id}`,
        content({ title: 'Published help', type: 'help_article', status: 'archived' }),
      ),
      ZContentItem,
    );
    expect((await others.buyer.get(`/api/content/${published.id}`)).status).toBe(404);
  });

  const createFlag = async (body: Record<string, unknown>) =>
    json(await admin.post('/api/admin/feature-flags', body), ZFeatureFlag, 201);

  it('validates flags: non-blank unique name, rollout 0 to 100 in steps of 5', async () => {
    expect(await detailsOf(await admin.post('/api/admin/feature-flags', { name: ' ', rolloutPercentage: 33 }))).toEqual(
      [
        { path: 'name', message: FEATURE_FLAG_MESSAGES.nameRequired },
        { path: 'rolloutPercentage', message: FEATURE_FLAG_MESSAGES.rolloutStep },
      ],
    );
    expect(
      await detailsOf(await admin.post('/api/admin/feature-flags', { name: 'x', rolloutPercentage: 105 })),
    ).toEqual([{ path: 'rolloutPercentage', message: FEATURE_FLAG_MESSAGES.rolloutRange }]);
    const flag = await createFlag({ name: 'bulk-upload', description: 'Upload many', rolloutPercentage: 25 });
    expect(flag).toMatchObject({ name: 'bulk-upload', isEnabled: false, rolloutPercentage: 25 });
    expect(await detailsOf(await admin.post('/api/admin/feature-flags', { name: 'BULK-upload' }), 409)).toEqual([
      { path: 'name', message: FEATURE_FLAG_MESSAGES.nameTaken },
    ]);
    const other = await createFlag({ name: 'bulk-download' });
    expect((await admin.request('PATCH', `/api/admin/feature-flags/${other.id}`, { name: 'Bulk-Upload' })).status).toBe(
      409,
    );
  });

  it('edits, toggles, searches and deletes flags', async () => {
    const flag = await createFlag({ name: 'route-optimizer', description: 'Suggests routes' });
    const edited = await json(
      await admin.request('PATCH', `/api/admin/feature-flags/${flag.id}`, {
        name: 'route-optimiser',
        description: 'Suggests routes',
        isEnabled: false,
        rolloutPercentage: 40,
      }),
      ZFeatureFlag,
    );
    expect(edited).toMatchObject({ name: 'route-optimiser', rolloutPercentage: 40, isEnabled: false });
    expect(
      await json(
        await admin.request('PATCH', `/api/admin/feature-flags/${flag.id}/toggle`, { isEnabled: true }),
        ZFeatureFlag,
      ),
    ).toMatchObject({ isEnabled: true, rolloutPercentage: 40 });
    const found = await json(await admin.get('/api/admin/feature-flags?q=optimis'), z.array(ZFeatureFlag));
    expect(found.map((f) => f.name)).toEqual(['route-optimiser']);
    expect(await json(await admin.request('DELETE', `/api/admin/feature-flags/${flag.id}`), ZDeletedBody)).toEqual({
      id: flag.id,
    });
    expect(
      await errorOf(
        await admin.request('PATCH', `/api/admin/feature-flags/${flag.id}/toggle`, { isEnabled: false }),
        404,
      ),
    ).toBe('Feature flag not found');
  });

  it('evaluates flags per user on the server: 0, partial and 100 percent, stable per user', async () => {
    const me = await json(await others.buyer.get('/api/user'), ZSessionUser);
    const zero = await createFlag({ name: 'eval-zero', isEnabled: true, rolloutPercentage: 0 });
    const full = await createFlag({ name: 'eval-full', isEnabled: true, rolloutPercentage: 100 });
    const off = await createFlag({ name: 'eval-off', isEnabled: false, rolloutPercentage: 100 });
    const half = await createFlag({ name: 'eval-half', isEnabled: true, rolloutPercentage: 50 });
    const mine = await json(await others.buyer.get('/api/feature-flags/mine'), ZMyFeatureFlags);
    expect(mine).toMatchObject({
      'eval-zero': false,
      'eval-full': true,
      'eval-off': false,
      'eval-half': isFlagOnFor(half, me.id),
    });
    // The same answer on every call.
    for (let i = 0; i < 3; i++)
      expect((await json(await others.buyer.get('/api/feature-flags/mine'), ZMyFeatureFlags))['eval-half']).toBe(
        mine['eval-half'],
      );
    // Toggling changes the answer at once.
    await json(
      await admin.request('PATCH', `/api/admin/feature-flags/${full.id}/toggle`, { isEnabled: false }),
      ZFeatureFlag,
    );
    await json(
      await admin.request('PATCH', `/api/admin/feature-flags/${zero.id}`, {
        name: 'eval-zero',
        isEnabled: true,
        rolloutPercentage: 100,
      }),
      ZFeatureFlag,
    );
    expect(await json(await others.buyer.get('/api/feature-flags/mine'), ZMyFeatureFlags)).toMatchObject({
      'eval-zero': true,
      'eval-full': false,
    });
    expect(off.isEnabled).toBe(false);
    expect((await new HttpClient(server.url).get('/api/feature-flags/mine')).status).toBe(401);
  });

  it('serves CSV exports only while the csv-export flag is on for the caller', async () => {
    const flags = await json(
      await admin.get(`/api/admin/feature-flags?q=${FEATURE_FLAGS.csvExport}`),
      z.array(ZFeatureFlag),
    );
    const csvFlag = flags.find((f) => f.name === FEATURE_FLAGS.csvExport);
    if (!csvFlag) throw new Error('the seed has no csv-export flag');
    expect((await others.buyer.get('/api/rfq/rfqs.csv')).status).toBe(200);
    await json(
      await admin.request('PATCH', `/api/admin/feature-flags/${csvFlag.id}/toggle`, { isEnabled: false }),
      ZFeatureFlag,
    );
    expect(await errorOf(await others.buyer.get('/api/rfq/rfqs.csv'), 403)).toBe(FEATURE_FLAG_MESSAGES.featureOff);
    expect((await others.buyer.get('/api/rfq/rfqs')).status).toBe(200);
    await json(
      await admin.request('PATCH', `/api/admin/feature-flags/${csvFlag.id}/toggle`, { isEnabled: true }),
      ZFeatureFlag,
    );
    expect((await others.buyer.get('/api/rfq/rfqs.csv')).status).toBe(200);
  });
});
