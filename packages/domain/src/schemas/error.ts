import { z } from 'zod';

/** The one JSON shape of every failure over REST (ARCHITECTURE.md, Errors); documented in the OpenAPI document. */
export const ZErrorBody = z.object({
  error: z.string().meta({ description: 'What went wrong, for a person to read' }),
  details: z
    .array(z.object({ path: z.string().meta({ description: 'The input field, dotted' }), message: z.string() }))
    .optional()
    .meta({ description: 'One entry per invalid field' }),
  requestId: z.string().optional().meta({ description: 'On 5xx only: names the request in the server log' }),
});
