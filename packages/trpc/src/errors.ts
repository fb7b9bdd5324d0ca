import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { ZodError, type core } from 'zod';

export interface ErrorDetail {
  path: string;
  message: string;
}

/** The one JSON shape of every failure (ARCHITECTURE.md, Errors). */
export interface ErrorBody {
  error: string;
  details?: ErrorDetail[];
  /** On 5xx only: names the request in the server's log. */
  requestId?: string;
}

export const VALIDATION_FAILED = 'Validation failed';

function detailsOfIssue(issue: core.$ZodIssue): ErrorDetail[] {
  const base = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({ path: base ? `${base}.${key}` : key, message: `Unknown field: ${key}` }));
  }
  return [{ path: base, message: issue.message }];
}

/** Field-level details: from a zod failure, or attached by a service (e.g. "username is taken"). */
export function errorDetails(error: TRPCError): ErrorDetail[] | undefined {
  if (error.cause instanceof ZodError) return error.cause.issues.flatMap(detailsOfIssue);
  if (error.cause instanceof DetailedCause && error.cause.details.length > 0) return error.cause.details;
  return undefined;
}

/** Carries field details from a service to the HTTP layer. */
export class DetailedCause extends Error {
  constructor(readonly details: ErrorDetail[]) {
    super(details.map((d) => `${d.path}: ${d.message}`).join(', '));
  }
}

export function publicMessage(error: TRPCError): string {
  if (error.cause instanceof ZodError) return VALIDATION_FAILED;
  // Database and programming errors never reach a client.
  if (error.code === 'INTERNAL_SERVER_ERROR') return 'Internal server error';
  return error.message;
}

export function toErrorBody(error: TRPCError): { status: number; body: ErrorBody } {
  const details = errorDetails(error);
  const body: ErrorBody = { error: publicMessage(error), ...(details ? { details } : {}) };
  return { status: getHTTPStatusCodeFromError(error), body };
}

export function badRequest(path: string, message: string): TRPCError {
  return new TRPCError({ code: 'BAD_REQUEST', message, cause: new DetailedCause([{ path, message }]) });
}

export function conflict(message: string, path?: string): TRPCError {
  return new TRPCError({ code: 'CONFLICT', message, ...(path ? { cause: new DetailedCause([{ path, message }]) } : {}) });
}

export function notFound(what: string): TRPCError {
  return new TRPCError({ code: 'NOT_FOUND', message: `${what} not found` });
}

/** The caller sets Retry-After through ctx.setHeader, which both tRPC and REST responses carry. */
export function tooManyRequests(message: string): TRPCError {
  return new TRPCError({ code: 'TOO_MANY_REQUESTS', message });
}
