import { fieldLabel } from '../forms/fieldLabel';
import type { ServerError } from '../serverErrors';

/**
 * The notice text of a failed write (spec 000 §8): the server's details as "field: message" joined by commas,
 * else the error text, else the fallback. The field is named as the form labels it ("Bid
 * Deadline: …", never the raw path "tender.bidDeadline: …"): `labels` by path, else the path's last part in words.
 */
export function failureMessage(
  error: ServerError,
  fallback: string,
  labels?: Readonly<Record<string, string>>,
): string {
  const details = error.data?.details ?? [];
  if (details.length > 0)
    return details.map((detail) => `${fieldLabel(detail.path, labels)}: ${detail.message}`).join(', ');
  return error.message || fallback;
}

/** The HTTP status tRPC reports for a failure, for the "Failed to fetch ...: {status}" texts. */
export function httpStatusOf(error: ServerError): number | string {
  return error.data?.httpStatus ?? error.message;
}
