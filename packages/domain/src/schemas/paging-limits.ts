/** The bounds and texts of cursor paging (paging.ts), zod-free so a screen naming a page size builds no schema. */

export const PAGE_LIMIT_DEFAULT = 50;
export const PAGE_LIMIT_MAX = 200;
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type TSortOrder = (typeof SORT_ORDERS)[number];

export const PAGING_MESSAGES = {
  limit: `Page size must be a whole number from 1 to ${PAGE_LIMIT_MAX}`,
  cursor: 'This page link is invalid or belongs to another list; start from the first page',
} as const;
