import type { ServerError } from '../serverErrors';

/**
 * The notice text of a failed write (spec 000 §8): the server's details as "path: message" joined by
 * commas, else the error text, else the fallback.
 */
export function failureMessage(error: ServerError, fallback: string): string {
  const details = error.data?.details ?? [];
  if (details.length > 0) return details.map((detail) => `${detail.path}: ${detail.message}`).join(', ');
  return error.message || fallback;
}

/** The HTTP status tRPC reports for a failure, for the "Failed to fetch ...: {status}" texts. */
export function httpStatusOf(error: ServerError): number | string {
  return error.data?.httpStatus ?? error.message;
}
