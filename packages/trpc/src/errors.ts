import { DomainError, type DomainErrorKind, type ErrorDetail } from '@energy/domain/errors';
import '@energy/i18n/all-catalogues';
import type { Language } from '@energy/i18n/languages';
import { localizeMessage } from '@energy/i18n/localize';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server/rpc';
import { ZodError, type core } from 'zod';
import { isDatabaseUnavailable } from './db-errors';

export type { ErrorDetail } from '@energy/domain/errors';
/** The services' refusals: DomainErrors, made into the transport's errors by transportError below. */
export { badRequest, conflict, notFound, tooManyRequests } from '@energy/domain/errors';

/** The one JSON shape of every failure (ARCHITECTURE.md, Errors). */
export interface ErrorBody {
  error: string;
  details?: ErrorDetail[];
  /** On 5xx only: names the request in the server's log. */
  requestId?: string;
}

export const VALIDATION_FAILED = 'Validation failed';

/** The answer while the database cannot be reached (503 with Retry-After): try again, not a bug. */
export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable';
/** Seconds a client is asked to wait before trying again after that answer. */
export const RETRY_AFTER_SECONDS = 5;

/** The 503 of a database that cannot be reached, the database's failure kept as the cause (logged, never shown). */
function unavailable(cause: unknown): TRPCError {
  return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE_MESSAGE, cause });
}

/** Whether an answer is "try again" (it then carries Retry-After). */
export function isTemporarilyUnavailable(error: TRPCError): boolean {
  return error.code === 'SERVICE_UNAVAILABLE' && error.message === SERVICE_UNAVAILABLE_MESSAGE;
}

function detailsOfIssue(issue: core.$ZodIssue): ErrorDetail[] {
  const base = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({ path: base ? `${base}.${key}` : key, message: `Unknown field: ${key}` }));
  }
  return [{ path: base, message: issue.message }];
}

/** Field-level details: from a zod failure, or named by a service's DomainError (e.g. "username is taken"). */
export function errorDetails(error: TRPCError): ErrorDetail[] | undefined {
  if (error.cause instanceof ZodError) return error.cause.issues.flatMap(detailsOfIssue);
  if (error.cause instanceof DomainError && error.cause.details && error.cause.details.length > 0)
    return error.cause.details;
  return undefined;
}

/** THE mapping of the domain's refusals to the transport: each kind's tRPC code, hence its HTTP status. */
export const TRANSPORT_CODES: Record<DomainErrorKind, TRPC_ERROR_CODE_KEY> = {
  bad_request: 'BAD_REQUEST',
  unauthenticated: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  too_large: 'PAYLOAD_TOO_LARGE',
  unsupported_media: 'UNSUPPORTED_MEDIA_TYPE',
  unprocessable: 'UNPROCESSABLE_CONTENT',
  too_many_requests: 'TOO_MANY_REQUESTS',
  unavailable: 'SERVICE_UNAVAILABLE',
};

/**
 * Any failure as the transport's error: a TRPCError as it is (but one that only wraps a DomainError, as tRPC wraps
 * whatever a procedure throws), a DomainError under its kind's code (its message and details kept, the DomainError
 * as the cause), a database that cannot be reached a 503, anything else a 500 whose cause is logged, never shown.
 */
export function transportError(error: unknown): TRPCError {
  if (error instanceof TRPCError) {
    if (error.code !== 'INTERNAL_SERVER_ERROR') return error;
    if (error.cause instanceof DomainError) return transportError(error.cause);
    return isDatabaseUnavailable(error.cause) ? unavailable(error.cause) : error;
  }
  if (isDatabaseUnavailable(error)) return unavailable(error);
  if (error instanceof DomainError)
    return new TRPCError({ code: TRANSPORT_CODES[error.kind], message: error.message, cause: error });
  return new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause: error });
}

export function publicMessage(error: TRPCError): string {
  if (error.cause instanceof ZodError) return VALIDATION_FAILED;
  // Database and programming errors never reach a client.
  if (error.code === 'INTERNAL_SERVER_ERROR') return 'Internal server error';
  return error.message;
}

/** The details in the caller's language (each field's message; the paths stay as they are). */
export function localizedDetails(details: ErrorDetail[] | undefined, language: Language): ErrorDetail[] | undefined {
  return details?.map((detail) => ({ ...detail, message: localizeMessage(detail.message, language) }));
}

/** A failure's JSON body in the caller's language (services and schemas word their refusals in English). */
export function toErrorBody(error: TRPCError, language: Language = 'en'): { status: number; body: ErrorBody } {
  const details = localizedDetails(errorDetails(error), language);
  const body: ErrorBody = { error: localizeMessage(publicMessage(error), language), ...(details ? { details } : {}) };
  return { status: getHTTPStatusCodeFromError(error), body };
}
