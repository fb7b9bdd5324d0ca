type Operation = Record<string, unknown>;

/**
 * Refusals the health checks share with every /api path: the API-token check runs before them (app.ts), so a
 * request carrying an invalid `Authorization: Bearer` gets 401, and a token over its rate limit 429.
 */
const TOKEN_REFUSALS = {
  '401': { $ref: '#/components/responses/Unauthorized' },
  '429': { $ref: '#/components/responses/TooManyRequests' },
};

/** The health checks are no procedures: they must answer while the database does not (http/health.ts). */
export const LIVE: Operation = {
  operationId: 'healthLive',
  summary: 'Liveness: the process answers (no database call)',
  description:
    'Public; never touches the database, so it answers while the database is down. Send no `Authorization` header: an invalid token is refused (401) here as on every /api path.',
  tags: ['health'],
  security: [],
  responses: {
    '200': {
      description: 'Up',
      content: {
        'application/json': {
          schema: { type: 'object', properties: { status: { enum: ['ok'] } }, required: ['status'] },
          example: { status: 'ok' },
        },
      },
    },
    ...TOKEN_REFUSALS,
  },
};

const READINESS = {
  type: 'object',
  properties: {
    status: { enum: ['ok', 'degraded', 'stopping'] },
    database: { enum: ['ok', 'unreachable'] },
  },
  required: ['status'],
};

export function readiness(operationId: string, summary: string): Operation {
  return {
    operationId,
    summary,
    description:
      'Public; 503 while the database cannot be reached (`degraded`) or the server is shutting down (`stopping`, with `Retry-After`), so a load balancer sends traffic elsewhere.',
    tags: ['health'],
    security: [],
    responses: {
      '200': {
        description: 'Ready',
        content: { 'application/json': { schema: READINESS, example: { status: 'ok', database: 'ok' } } },
      },
      ...TOKEN_REFUSALS,
      '503': {
        description: 'Not ready: the database is unreachable, or the server is stopping',
        headers: {
          'Retry-After': { description: 'While stopping: seconds to wait.', schema: { type: 'integer', minimum: 1 } },
        },
        content: {
          'application/json': { schema: READINESS, example: { status: 'degraded', database: 'unreachable' } },
        },
      },
    },
  };
}
