import { READABLE_CONTENT_TYPES, type TContentItem } from '@energy/domain/schemas/content';
import type { TFeatureFlag } from '@energy/domain/schemas/feature-flag';
import type { TAnalyticsFunnel } from '@energy/domain/schemas/analytics';
import {
  analyticsFunnel,
  contentList,
  everyFeatureOn,
  featureFlagList,
  publishedContent,
} from './fixtures/adminPlatform';
import { mockPage, serverError, trpcMsw } from './handlers';

const pendingForever = <T>(): Promise<T> => new Promise<T>(() => undefined);
const unavailable = () => serverError('INTERNAL_SERVER_ERROR', 'The server is unavailable');
const forbidden = (permission: string) => serverError('FORBIDDEN', `Missing permission: ${permission}`);
const NOW = '2026-05-07T12:00:00.000Z';
const NEW_ID = 'c0000000-0000-4000-8000-000000000099';
const matches = (text: string, q: string | undefined) => !q || text.toLowerCase().includes(q.toLowerCase());

export const contentHandlers = {
  list: (list: TContentItem[] = contentList) =>
    trpcMsw.content.list.query(({ input }) =>
      mockPage(
        list.filter(
          (c) =>
            (!input?.status || c.status === input.status) &&
            (!input?.type || c.type === input.type) &&
            matches(c.title, input?.q),
        ),
        input,
      ),
    ),
  listLoading: () => trpcMsw.content.list.query(() => pendingForever()),
  listFails: () =>
    trpcMsw.content.list.query(() => {
      throw unavailable();
    }),
  listForbidden: () =>
    trpcMsw.content.list.query(() => {
      throw forbidden('content:manage');
    }),
  createSucceeds: () =>
    trpcMsw.content.create.mutation(({ input }) => ({
      ...input,
      id: NEW_ID,
      status: input.status ?? 'draft',
      createdAt: NOW,
      updatedAt: NOW,
      allowedActions: ['content.update', 'content.delete'],
    })),
  createFails: () =>
    trpcMsw.content.create.mutation(() => {
      throw serverError('INTERNAL_SERVER_ERROR', '');
    }),
  updateSucceeds: () =>
    trpcMsw.content.update.mutation(({ input }) => ({
      ...input,
      status: input.status ?? 'draft',
      createdAt: NOW,
      updatedAt: NOW,
      allowedActions: ['content.update', 'content.delete'],
    })),
  deleteSucceeds: () => trpcMsw.content.delete.mutation(({ input }) => ({ id: input.id })),
  deleteFails: () =>
    trpcMsw.content.delete.mutation(() => {
      throw serverError('INTERNAL_SERVER_ERROR', '');
    }),
  published: (list = publishedContent) =>
    trpcMsw.content.published.query(({ input }) =>
      mockPage(
        list.filter(
          (c) =>
            (!input?.type || c.type === input.type) &&
            (input?.section !== 'help' || (READABLE_CONTENT_TYPES as readonly string[]).includes(c.type)),
        ),
        input,
      ),
    ),
  publishedLoading: () => trpcMsw.content.published.query(() => pendingForever()),
  publishedFails: () =>
    trpcMsw.content.published.query(() => {
      throw unavailable();
    }),
  publishedItem: (list = publishedContent) =>
    trpcMsw.content.publishedItem.query(({ input }) => {
      const item = list.find((c) => c.id === input.id);
      if (!item) throw serverError('NOT_FOUND', 'Content item not found');
      return item;
    }),
  terms: (list = publishedContent.filter((c) => c.type === 'terms')) => trpcMsw.content.terms.query(() => list),
  termsFails: () =>
    trpcMsw.content.terms.query(() => {
      throw unavailable();
    }),
};

export const featureFlagHandlers = {
  mine: (flags = everyFeatureOn) => trpcMsw.featureFlag.mine.query(() => flags),
  list: (list: TFeatureFlag[] = featureFlagList) =>
    trpcMsw.featureFlag.list.query(({ input }) =>
      mockPage(
        list.filter((f) => matches(`${f.name} ${f.description}`, input?.q)),
        input,
      ),
    ),
  listLoading: () => trpcMsw.featureFlag.list.query(() => pendingForever()),
  listFails: () =>
    trpcMsw.featureFlag.list.query(() => {
      throw unavailable();
    }),
  createSucceeds: () =>
    trpcMsw.featureFlag.create.mutation(({ input }) => ({
      id: NEW_ID,
      name: input.name,
      description: input.description ?? '',
      isEnabled: input.isEnabled ?? false,
      rolloutPercentage: input.rolloutPercentage ?? 0,
      createdAt: NOW,
      updatedAt: NOW,
      allowedActions: ['featureFlag.update', 'featureFlag.toggle', 'featureFlag.delete'],
    })),
  createFails: (message = 'A feature flag with this name already exists') =>
    trpcMsw.featureFlag.create.mutation(() => {
      throw serverError('CONFLICT', message, [{ path: 'name', message }]);
    }),
  updateSucceeds: () =>
    trpcMsw.featureFlag.update.mutation(({ input }) => ({
      ...(featureFlagList.find((f) => f.id === input.id) ?? (featureFlagList[0] as TFeatureFlag)),
      name: input.name,
      description: input.description ?? '',
      isEnabled: input.isEnabled ?? false,
      rolloutPercentage: input.rolloutPercentage ?? 0,
    })),
  toggleSucceeds: () =>
    trpcMsw.featureFlag.toggle.mutation(({ input }) => ({
      ...(featureFlagList.find((f) => f.id === input.id) ?? (featureFlagList[0] as TFeatureFlag)),
      isEnabled: input.isEnabled,
    })),
  toggleFails: () =>
    trpcMsw.featureFlag.toggle.mutation(() => {
      throw serverError('INTERNAL_SERVER_ERROR', '');
    }),
  deleteSucceeds: () => trpcMsw.featureFlag.delete.mutation(({ input }) => ({ id: input.id })),
};

export const analyticsHandlers = {
  funnel: (answer: TAnalyticsFunnel = analyticsFunnel) =>
    trpcMsw.analytics.funnel.query(({ input }) => ({ ...answer, timeRange: input?.timeRange ?? '30d' })),
  funnelLoading: () => trpcMsw.analytics.funnel.query(() => pendingForever()),
  funnelFails: () =>
    trpcMsw.analytics.funnel.query(() => {
      throw unavailable();
    }),
};
