import {
  ZContentInput,
  ZContentItem,
  ZContentListInput,
  ZContentUpdateInput,
  ZPublishedContent,
  ZPublishedContentListInput,
} from '@energy/domain/schemas/content';
import { ZDeleted } from '@energy/domain/schemas/fleet';
import { ZEntityId } from '@energy/domain/schemas/fulfilment';
import { zPage } from '@energy/domain/schemas/paging';
import { z } from 'zod';
import { actionProcedure, authedProcedure, grantProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { publicProcedure, router } from '../../trpc';
import { pageContent, pagePublishedContent } from './content.list';
import { createContent, deleteContent, getPublishedContent, publishedTerms, updateContent } from './content.service';

/** Spec 001 Content: the admin's items (any status), and what users read of them (published only). */
export const contentRouter = router({
  list: grantProcedure('content:manage')
    .meta({
      rest: {
        method: 'get',
        path: '/api/admin/content',
        query: true,
        paged: true,
        summary: 'Every content item (`status`, `type`; `q`: title), admin only',
      },
    })
    .input(ZContentListInput)
    .output(zPage(ZContentItem))
    .query(({ ctx, input }) => pageContent(ctx.db, scopeOf(ctx.user), input)),
  create: actionProcedure('content.create')
    .meta({
      rest: {
        method: 'post',
        path: '/api/admin/content',
        status: 201,
        summary: 'Create a content item (title, content, type required; status draft unless given)',
      },
    })
    .input(ZContentInput)
    .output(ZContentItem)
    .mutation(({ ctx, input }) => createContent(ctx.db, scopeOf(ctx.user), input)),
  update: actionProcedure('content.update')
    .meta({
      rest: {
        method: 'patch',
        path: '/api/admin/content/{id}',
        summary: 'Edit a content item: title, content, type and status',
      },
    })
    .input(ZContentUpdateInput)
    .output(ZContentItem)
    .mutation(({ ctx, input }) => updateContent(ctx.db, scopeOf(ctx.user), input)),
  delete: actionProcedure('content.delete')
    .meta({ rest: { method: 'delete', path: '/api/admin/content/{id}', summary: 'Delete a content item' } })
    .input(ZEntityId)
    .output(ZDeleted)
    .mutation(({ ctx, input }) => deleteContent(ctx.db, scopeOf(ctx.user), input.id)),
  published: authedProcedure
    .meta({
      rest: {
        method: 'get',
        path: '/api/content',
        query: true,
        paged: true,
        summary: 'Published content, newest first (`type`; `q`: title or body)',
      },
    })
    .input(ZPublishedContentListInput)
    .output(zPage(ZPublishedContent))
    .query(({ ctx, input }) => pagePublishedContent(ctx.db, input)),
  publishedItem: authedProcedure
    .meta({
      rest: {
        method: 'get',
        path: '/api/content/{id}',
        summary: 'One published content item (drafts and archived items are not found)',
      },
    })
    .input(ZEntityId)
    .output(ZPublishedContent)
    .query(({ ctx, input }) => getPublishedContent(ctx.db, input.id)),
  terms: publicProcedure
    .meta({ rest: { method: 'get', path: '/api/terms', summary: 'The published terms, readable before signing up' } })
    .input(z.void())
    .output(z.array(ZPublishedContent))
    .query(({ ctx }) => publishedTerms(ctx.db)),
});
