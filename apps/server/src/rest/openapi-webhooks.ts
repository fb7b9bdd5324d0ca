import { EVENT_MONEY_FIELDS } from '@energy/domain/event-money';
import type { MoneyExtension } from '@energy/domain/money-input';
import { eventKindOf, WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT } from '@energy/domain/webhook-events';

type Operation = Record<string, unknown>;

const PAYLOAD_REF = { $ref: '#/components/schemas/WebhookPayload' };

/** The Standard Webhooks headers every delivery carries. */
const DELIVERY_HEADERS = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    description: 'The delivery’s id: the same on every attempt of one delivery, so a receiver can drop repeats.',
    schema: { type: 'string' },
    example: '5b0c7e52-7f0e-4a36-9a53-2d1f3c6a9e11',
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    description: 'Seconds since the Unix epoch when this attempt was sent; refuse one far from your clock.',
    schema: { type: 'string', pattern: '^\\d+$' },
    example: '1795860000',
  },
  {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    description:
      '`v1,` and the base64 HMAC-SHA256 of `<webhook-id>.<webhook-timestamp>.<body>`, keyed with the endpoint’s secret (the base64 after `whsec_`), as the Standard Webhooks libraries verify it.',
    schema: { type: 'string' },
    example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
  },
];

function deliveryExample(type: string): Record<string, unknown> {
  const kind = eventKindOf(type) ?? 'webhook';
  return {
    type,
    timestamp: '2026-11-28T10:00:00.000Z',
    data: {
      eventId: type === WEBHOOK_TEST_EVENT ? null : '48213',
      entityType: kind,
      entityId: '3f1c2a4e-8b7d-4c2a-9e1f-2b3c4d5e6f70',
      organizationIds: ['9d2e4b1a-6c3f-4e8d-a7b2-1f0e9c8d7b6a'],
      payload: type === WEBHOOK_TEST_EVENT ? { test: true } : examplePayload(type),
    },
  };
}

/** An example payload: each money field of the event with an integer of its unit (₦1,250.00, ₦650.50 per litre). */
function examplePayload(type: string): Record<string, number> {
  return Object.fromEntries(
    Object.entries(EVENT_MONEY_FIELDS[type] ?? {}).map(([key, f]) => [key, f.unit === 'minor' ? 125000 : 6505000]),
  );
}

/**
 * The payload's money fields, each an integer marked `x-money` (docs/API.md, Money), for an event that carries money;
 * its other fields are the audit's details and are left open.
 */
function payloadSchema(type: string): Record<string, unknown> | null {
  const fields = EVENT_MONEY_FIELDS[type];
  if (!fields) return null;
  const properties = Object.fromEntries(
    Object.entries(fields).map(([key, f]) => [
      key,
      { type: 'integer', 'x-money': { unit: f.unit, scale: f.unit === 'minor' ? 2 : 4 } satisfies MoneyExtension },
    ]),
  );
  // Open objects: this part only adds the money fields to WebhookPayload's `data.payload`, whose other fields it keeps.
  const open = { type: 'object', additionalProperties: true };
  return { ...open, properties: { data: { ...open, properties: { payload: { ...open, properties } } } } };
}

function webhookOperation(type: string): Operation {
  const isTest = type === WEBHOOK_TEST_EVENT;
  return {
    operationId: `event_${type.replace(/\W/g, '_')}`,
    summary: isTest ? 'A test delivery (Send test event)' : `The event ${type}`,
    description: isTest
      ? 'Sent by `POST /api/webhooks/{id}/test`; no record raised it.'
      : `Sent to every enabled endpoint of an organization that sees the record and subscribed to \`${type}\`, \`${type.split('.')[0]}.*\` or \`*\`. Delivered at least once (check \`webhook-id\`); retried with exponential backoff for 24 h on a non-2xx answer or no answer within 10 s.`,
    tags: ['webhookEvents'],
    security: [],
    parameters: DELIVERY_HEADERS,
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: {
            allOf: [
              PAYLOAD_REF,
              { type: 'object', properties: { type: { const: type } } },
              ...(payloadSchema(type) ? [payloadSchema(type)] : []),
            ],
          },
          example: deliveryExample(type),
        },
      },
    },
    responses: {
      '200': { description: 'Any 2xx answer acknowledges the delivery.' },
      '400': { description: 'Any other answer (4xx, 5xx) or none within 10 s: the attempt failed and is retried.' },
    },
  };
}

/** OpenAPI 3.1 `webhooks`: one entry per type of the domain-events catalog, and the test event. */
export function webhookEntries(): Record<string, { post: Operation }> {
  return Object.fromEntries(
    [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT].map((type) => [type, { post: webhookOperation(type) }]),
  );
}

/** GET /api/trpc/events.live: the tRPC subscription as Server-Sent Events (no REST twin). */
export const LIVE_EVENTS: Operation = {
  operationId: 'events_live',
  summary: 'The live events of the caller’s organization, as Server-Sent Events',
  description:
    'The tRPC subscription `events.live` over Server-Sent Events, for a signed-in session (browsers): every committed change concerning the caller’s organization (admins: every change) on a record the caller’s role may read. Each message’s `data` is a domain event as JSON (`id`, `type` as in the webhooks’ catalog, `entityType`, `entityId`, `organizationIds`, `actorUserId`, `payload`, `createdAt`) and its `id` the event’s id; reconnecting with `input={"lastEventId":"<id>"}` first replays what was missed. Integrators receive the same events as webhooks.',
  tags: ['events'],
  security: [{ session: [] }],
  parameters: [
    {
      name: 'input',
      in: 'query',
      required: false,
      description: 'tRPC input, JSON-encoded: `{"lastEventId":"48213"}` to resume after that event.',
      schema: { type: 'string' },
      example: '{"lastEventId":"48213"}',
    },
  ],
  responses: {
    '200': {
      description: 'A stream of `text/event-stream` messages, one per event, until the client disconnects.',
      content: {
        'text/event-stream': {
          schema: { type: 'string' },
          example:
            'id: 48213\ndata: {"id":"48213","type":"offer.submitted","entityType":"offer","entityId":"3f1c2a4e-8b7d-4c2a-9e1f-2b3c4d5e6f70","organizationIds":["9d2e4b1a-6c3f-4e8d-a7b2-1f0e9c8d7b6a"],"actorUserId":null,"payload":{},"createdAt":"2026-11-28T10:00:00.000Z"}\n\n',
        },
      },
    },
    '400': { $ref: '#/components/responses/BadRequest' },
    '401': { $ref: '#/components/responses/Unauthorized' },
    '403': { $ref: '#/components/responses/Forbidden' },
    '500': { $ref: '#/components/responses/InternalServerError' },
  },
};
