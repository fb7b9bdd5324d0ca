import type { DocumentShareTargetType, TDocument, TDocumentShareTarget } from '@energy/domain/schemas/document';
import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  documentList,
  documentSummary,
  shareTargetFixtures,
  type DocumentFixture,
  type DocumentSummaryFixture,
} from './fixtures/documents';
import type { OrderFixture } from './fixtures/fulfilment';
import { mockPage, serverError, trpcMsw } from './handlers';

const pendingForever = <T>(): Promise<T> => new Promise<T>(() => undefined);
const unavailable = () => serverError('INTERNAL_SERVER_ERROR', 'The server is unavailable. Try again shortly.');

/** The document a mocked upload stores: the uploaded name and category, pending review. */
const stored = (body: { originalName?: string; category?: string; fileSize?: number }): TDocument => ({
  ...(documentList[1] as DocumentFixture),
  id: '5d0c1a00-0000-4000-8000-0000000000ff',
  name: body.originalName ?? 'upload',
  category: (body.category ?? 'other') as TDocument['category'],
  size: body.fileSize ?? 0,
  status: 'pending',
  createdAt: new Date().toISOString(),
});

export const documentHandlers = {
  list: (list: DocumentFixture[] = documentList) =>
    trpcMsw.document.list.query(({ input }) =>
      mockPage(
        list.filter(
          (d) =>
            (!input?.category || d.category === input.category) &&
            (!input?.q || d.name.toLowerCase().includes(input.q.toLowerCase())),
        ),
        input,
      ),
    ),
  listLoading: () => trpcMsw.document.list.query(() => pendingForever()),
  listFails: () =>
    trpcMsw.document.list.query(() => {
      throw unavailable();
    }),
  summary: (summary: DocumentSummaryFixture = documentSummary) => trpcMsw.document.summary.query(() => summary),
  summaryLoading: () => trpcMsw.document.summary.query(() => pendingForever()),
  forContract: (list: DocumentFixture[] = []) => trpcMsw.document.forContract.query(() => list),
  /** Generate PDF: answers `document` (a paper kept with the contract), noting each input in `seen`. */
  generateSucceeds: (document: DocumentFixture, seen: unknown[] = []) =>
    trpcMsw.document.generateForContract.mutation(({ input }) => {
      seen.push(input);
      return document;
    }),
  /** The contract's order with its shipment, which Generate PDF reads for the shipment's papers. */
  orderOfContract: (order: OrderFixture) => trpcMsw.order.byId.query(() => order),
  /** Generate PDF on a shipment's paper: answers `document`, noting each input in `seen`. */
  generateForShipmentSucceeds: (document: DocumentFixture, seen: unknown[] = []) =>
    trpcMsw.document.generateForShipment.mutation(({ input }) => {
      seen.push(input);
      return document;
    }),
  generateRefused: (message = 'This document is not available for this contract') =>
    trpcMsw.document.generateForContract.mutation(() => {
      throw serverError('CONFLICT', message);
    }),
  deleteSucceeds: () => trpcMsw.document.delete.mutation(({ input }) => ({ id: input.id })),
  /** The share picker's server search: `targets` by type, filtered by `q` over label and description as the server does. */
  shareTargets: (
    targets: Partial<Record<DocumentShareTargetType, TDocumentShareTarget[]>> = shareTargetFixtures,
    seen: unknown[] = [],
  ) =>
    trpcMsw.document.shareTargets.query(({ input }) => {
      seen.push(input);
      const q = input.q?.toLowerCase();
      return (targets[input.type] ?? []).filter(
        (t) => !q || `${t.label} ${t.description ?? ''}`.toLowerCase().includes(q),
      );
    }),
  shareSucceeds: () =>
    trpcMsw.document.share.mutation(({ input }) => ({
      ...(documentList.find((d) => d.id === input.id) as DocumentFixture),
    })),
  /** The REST upload the dialog sends with XMLHttpRequest (for its progress events). */
  uploadSucceeds: () =>
    http.post('*/api/documents/upload', async ({ request }) =>
      HttpResponse.json(stored((await request.json()) as Record<string, never>), { status: 201 }),
    ),
  uploadRefused: (status = 415, error = 'The file content does not match its type') =>
    http.post('*/api/documents/upload', () => HttpResponse.json({ error }, { status })),
} satisfies Record<string, (...args: never[]) => RequestHandler>;
