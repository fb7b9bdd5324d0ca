/**
 * Why a call is refused, in the domain's words. Services throw a DomainError; the transport (packages/trpc,
 * errors.ts) maps each kind to its status in one place, so no service names an HTTP or tRPC code.
 */
export const DOMAIN_ERROR_KINDS = [
  'bad_request',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'too_large',
  'unsupported_media',
  'unprocessable',
  'too_many_requests',
  'unavailable',
] as const;
export type DomainErrorKind = (typeof DOMAIN_ERROR_KINDS)[number];

/** One field's complaint: the input field (dotted) and what is wrong with it. */
export interface ErrorDetail {
  path: string;
  message: string;
}

export class DomainError extends Error {
  override readonly name = 'DomainError';

  /** `message` is what the caller reads; `details` name the fields it is about. */
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly details?: ErrorDetail[],
  ) {
    super(message);
  }
}

/** The input is wrong; the message is also the field's detail. */
export function badRequest(path: string, message: string): DomainError {
  return new DomainError('bad_request', message, [{ path, message }]);
}

export function unauthenticated(message: string): DomainError {
  return new DomainError('unauthenticated', message);
}

/** The caller may see the record but may not do this. */
export function forbidden(message: string): DomainError {
  return new DomainError('forbidden', message);
}

/** `${what} not found`: the record does not exist or the caller cannot see it. */
export function notFound(what: string): DomainError {
  return new DomainError('not_found', `${what} not found`);
}

/** The record's state forbids it; with `path`, the field the conflict is about. */
export function conflict(message: string, path?: string): DomainError {
  return new DomainError('conflict', message, path ? [{ path, message }] : undefined);
}

export function tooLarge(message: string): DomainError {
  return new DomainError('too_large', message);
}

export function unprocessable(message: string): DomainError {
  return new DomainError('unprocessable', message);
}

/** The caller sets Retry-After itself (ctx.setHeader), which both tRPC and REST responses carry. */
export function tooManyRequests(message: string): DomainError {
  return new DomainError('too_many_requests', message);
}
