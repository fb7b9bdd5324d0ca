import { ZContractId } from '@energy/domain/schemas/contract';
import {
  DOCUMENT_UPLOAD_BODY_BYTES,
  ZDocument,
  ZDocumentDownload,
  ZDocumentId,
  ZDocumentListInput,
  ZDocumentShareInput,
  ZDocumentShareTarget,
  ZDocumentShareTargetsInput,
  ZDocumentSummary,
  ZDocumentUploadInput,
} from '@energy/domain/schemas/document';
import { ZContractPaperInput, ZShipmentPaperInput } from '@energy/domain/schemas/contract-papers';
import { zPage } from '@energy/domain/schemas/paging';
import { z } from 'zod';
import { postgresStorage } from '../../documents/storage';
import { actionProcedure, grantProcedure, permissionProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import { getContract } from '../contract/contract.service';
import { generateContractPaper, generateShipmentPaper } from './document.generate';
import { pageDocuments } from './document.list';
import { documentSummary } from './document.queries';
import { documentShareTargets } from './document.share-targets';
import {
  contractDocuments,
  deleteDocument,
  getDocument,
  downloadDocument,
  shareDocument,
  uploadDocument,
} from './document.service';

/** Documents (spec 001): the organization's files and those shared with it; bytes in PostgreSQL (documents/storage.ts). */
export const documentRouter = router({
  list: permissionProcedure('document', 'read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/documents',
        query: true,
        paged: true,
        summary: "The organization's documents and those shared with it, a page at a time",
      },
    })
    .input(ZDocumentListInput)
    .output(zPage(ZDocument))
    .query(({ ctx, input }) => pageDocuments(ctx.db, scopeOf(ctx.user), input)),
  summary: permissionProcedure('document', 'read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/documents/summary',
        summary: 'The documents tiles: total, categories, storage used, pending review',
      },
    })
    .input(z.void())
    .output(ZDocumentSummary)
    .query(({ ctx }) => documentSummary(ctx.db, scopeOf(ctx.user))),
  shareTargets: grantProcedure('document:share')
    .meta({
      rest: {
        method: 'get',
        path: '/api/documents/share-targets',
        query: true,
        summary:
          'What a document can be shared with: users of organizations yours deals with, or your contracts, orders, RFQs and offers, searched',
      },
    })
    .input(ZDocumentShareTargetsInput)
    .output(z.array(ZDocumentShareTarget))
    .query(({ ctx, input }) => documentShareTargets(ctx.db, scopeOf(ctx.user), input)),
  byId: permissionProcedure('document', 'read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/documents/{id}',
        summary: 'One document (its details; the file is at /download)',
      },
    })
    .input(ZDocumentId)
    .output(ZDocument)
    .query(({ ctx, input }) => getDocument(ctx.db, scopeOf(ctx.user), input.id)),
  upload: actionProcedure('document.upload')
    .meta({
      rest: {
        method: 'post',
        path: '/api/documents/upload',
        status: 201,
        bodyLimitBytes: DOCUMENT_UPLOAD_BODY_BYTES,
        summary: 'Upload a document (base64, at most 10 MiB; pdf, doc, docx, xls, xlsx, png, jpg, jpeg)',
      },
    })
    .input(ZDocumentUploadInput)
    .output(ZDocument)
    .mutation(({ ctx, input }) => uploadDocument(ctx.db, postgresStorage(ctx.db), scopeOf(ctx.user), input)),
  download: permissionProcedure('document', 'read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/documents/{id}/download',
        summary: 'Download a document as an attachment',
        file: {
          contentType: 'application/octet-stream',
          contentField: 'contentBase64',
          contentTypeField: 'mimeType',
          base64: true,
        },
      },
    })
    .input(ZDocumentId)
    .output(ZDocumentDownload)
    .query(({ ctx, input }) => downloadDocument(ctx.db, postgresStorage(ctx.db), scopeOf(ctx.user), input.id)),
  share: actionProcedure('document.share')
    .meta({
      rest: {
        method: 'post',
        path: '/api/documents/{id}/share',
        summary:
          "Share a document with another organization's user, or with a contract or order it is party to, its own RFQ (buyer) or its own offer (supplier)",
      },
    })
    .input(ZDocumentShareInput)
    .output(ZDocument)
    .mutation(({ ctx, input }) => shareDocument(ctx.db, scopeOf(ctx.user), input)),
  delete: actionProcedure('document.delete')
    .meta({ rest: { method: 'delete', path: '/api/documents/{id}', summary: 'Delete a document of the organization' } })
    .input(ZDocumentId)
    .output(z.object({ id: z.string() }))
    .mutation(({ ctx, input }) => deleteDocument(ctx.db, postgresStorage(ctx.db), scopeOf(ctx.user), input.id)),
  forContract: permissionProcedure('contract', 'read')
    .meta({
      rest: { method: 'get', path: '/api/contracts/{id}/documents', summary: 'The documents attached to a contract' },
    })
    .input(ZContractId)
    .output(z.array(ZDocument))
    .query(async ({ ctx, input }) => {
      const scope = scopeOf(ctx.user);
      await getContract(ctx.db, scope, input.id);
      return contractDocuments(ctx.db, scope, input.id);
    }),
  generateForContract: actionProcedure('document.upload')
    .meta({
      rest: {
        method: 'post',
        path: '/api/contracts/{id}/documents',
        status: 201,
        summary:
          "Render one of the contract's papers as PDF (the contract, its invoice, a formula contract's provisional or final invoice) in the caller's language and keep it with the contract's documents; the same file again is answered with the document already kept",
      },
    })
    .input(ZContractPaperInput)
    .output(ZDocument)
    .mutation(({ ctx, input }) =>
      generateContractPaper(ctx.db, postgresStorage(ctx.db), scopeOf(ctx.user), input, ctx.language ?? 'en'),
    ),
  generateForShipment: actionProcedure('document.upload')
    .meta({
      rest: {
        method: 'post',
        path: '/api/logistics/shipments/{id}/documents',
        status: 201,
        summary:
          "Render one of the shipment's papers as PDF (the loading ticket once the loading is recorded, the delivery note once proof of delivery is given) in the caller's language and keep it with its order's documents and its contract's; the same file again is answered with the document already kept",
      },
    })
    .input(ZShipmentPaperInput)
    .output(ZDocument)
    .mutation(({ ctx, input }) =>
      generateShipmentPaper(ctx.db, postgresStorage(ctx.db), scopeOf(ctx.user), input, ctx.language ?? 'en'),
    ),
});
