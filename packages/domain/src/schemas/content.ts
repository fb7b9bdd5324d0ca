import { z } from 'zod';
import { ZAllowedActions } from '../actions/catalog';
import { zPagedListInput } from './paging';
import { multiLineText, singleLineText } from './primitives';
import { CONTENT_SORTS } from '../list-sorts';

export { CONTENT_SORTS } from '../list-sorts';

/** Content items the admin writes (spec 001 §3, §4, §9): announcements, policies, terms, FAQ, help articles, news. */
export const CONTENT_TYPES = ['announcement', 'policy', 'terms', 'faq', 'help_article', 'news'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];
/** Draft is the default; the spec shows no restriction between the four, so the admin sets any of them. */
export const CONTENT_STATUSES = ['draft', 'review', 'published', 'archived'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
/** The published types every signed-in user can read on /help (announcements show on the dashboard, news there too). */
export const READABLE_CONTENT_TYPES = [
  'help_article',
  'faq',
  'policy',
  'terms',
] as const satisfies readonly ContentType[];

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  announcement: 'Announcement',
  policy: 'Policy',
  terms: 'Terms',
  faq: 'FAQ',
  help_article: 'Help Article',
  news: 'News',
};

/** Spec 001 §8 (failures, fetch failure, success notices) and §2 (empty state); the field messages are ours. */
export const CONTENT_MESSAGES = {
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  typeRequired: 'Type is required',
  saveFailed: 'Failed to save content',
  deleteFailed: 'Failed to delete content',
  fetchFailed: 'Failed to fetch content',
  created: 'Content created successfully',
  updated: 'Content updated successfully',
  deleted: 'Content deleted successfully',
  empty: 'No content items found matching the current filters.',
  deleteConfirm: 'Are you sure you want to delete this content item? This action cannot be undone.',
} as const;

export const CONTENT_TITLE_MAX = 200;
export const CONTENT_BODY_MAX = 50_000;

/** Spec 001 §5: title, content body and type required; status defaults to draft. */
export const ZContentInput = z.strictObject({
  title: singleLineText(CONTENT_TITLE_MAX, CONTENT_MESSAGES.titleRequired),
  content: multiLineText(CONTENT_BODY_MAX, CONTENT_MESSAGES.contentRequired),
  type: z.enum(CONTENT_TYPES, { message: CONTENT_MESSAGES.typeRequired }),
  status: z.enum(CONTENT_STATUSES).default('draft'),
});
export type TContentInput = z.input<typeof ZContentInput>;

export const ZContentUpdateInput = ZContentInput.extend({ id: z.uuid('Unknown record') });

export const ZContentItem = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  type: z.enum(CONTENT_TYPES),
  status: z.enum(CONTENT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  allowedActions: ZAllowedActions,
});
export type TContentItem = z.infer<typeof ZContentItem>;

/** What a signed-in user (or, for terms, anyone) reads of a published item. */
export const ZPublishedContent = ZContentItem.omit({ status: true, allowedActions: true });
export type TPublishedContent = z.infer<typeof ZPublishedContent>;

/** Admin list: `q` matches the title; filters status and type (spec 001 §7). */
export const ZContentListInput = zPagedListInput(CONTENT_SORTS, {
  status: z.enum(CONTENT_STATUSES).optional(),
  type: z.enum(CONTENT_TYPES).optional(),
});
/** Published content: newest first, optionally one type, or `section=help` for the help center's types. */
export const ZPublishedContentListInput = zPagedListInput(['updatedAt'] as const, {
  type: z.enum(CONTENT_TYPES).optional(),
  section: z.enum(['help']).optional(),
});
