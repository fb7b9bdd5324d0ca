import type { AppRouter } from '@energy/trpc/root';
import type { FormErrors } from '@mantine/form';
import type { TRPCClientErrorLike } from '@trpc/client';

export type ServerError = TRPCClientErrorLike<AppRouter>;

/**
 * Field errors the server attached to a failure (`data.details`), keyed by form path, restricted to the
 * fields the form has: a detail about, say, the reset token has no field and belongs in the notice only.
 * A nested path ("tender.bidDeadline") belongs to the form when its first part is one of the fields, and is
 * shown on that nested field.
 */
export function serverFieldErrors(error: ServerError, fields: readonly string[]): FormErrors {
  const errors: FormErrors = {};
  for (const detail of error.data?.details ?? []) {
    const owned = fields.includes(detail.path) || fields.includes(detail.path.split('.')[0] ?? '');
    if (owned && !(detail.path in errors)) errors[detail.path] = detail.message;
  }
  return errors;
}
