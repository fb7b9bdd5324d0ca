import { IDEMPOTENCY_KEY_HOURS, IDEMPOTENT_REPLAY_HEADER } from '@energy/domain/idempotency';
import { takesIdempotencyKey } from '@energy/trpc/idempotency';
import type { RestCall } from './routes';

/** The Idempotency-Key header of a create, as its OpenAPI operation documents it (idempotency.ts in packages/trpc). */
const IDEMPOTENCY_KEY_PARAMETER = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description: [
    `Makes a retry of this create safe. The same key with the same body, from the same caller (user or API token), within ${IDEMPOTENCY_KEY_HOURS} hours answers the first call's status and body again,`,
    `with \`${IDEMPOTENT_REPLAY_HEADER}: true\`, and creates nothing; the same key with another body answers 422. A retry sent while the first call is still running waits for it, then replays its answer.`,
    'Only successful answers are kept: after a refusal the same key may be sent again. A UUID per create is a good key.',
  ].join(' '),
  schema: { type: 'string', minLength: 8, maxLength: 200, pattern: '^[\\x21-\\x7e]+$' },
} as const;

/** The header parameter of a call that reads an Idempotency-Key (none for the others). */
export function idempotencyParameters(call: RestCall): (typeof IDEMPOTENCY_KEY_PARAMETER)[] {
  return takesIdempotencyKey(call.name, call.rest) ? [IDEMPOTENCY_KEY_PARAMETER] : [];
}
