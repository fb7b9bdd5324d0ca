import type { Session } from './load';

/** The live events stream (server-sent events) of one session: the ids of the records its events name. */
export async function openEventStream(session: Session): Promise<{ entityIds: Set<string>; close(): void }> {
  const abort = new AbortController();
  const response = await session.call(
    'GET',
    '/api/trpc/events.live?input=%7B%7D',
    undefined,
    {
      accept: 'text/event-stream',
    },
    abort.signal,
  );
  if (!response.ok || !response.body) throw new Error(`events.live answered ${response.status}`);
  const entityIds = new Set<string>();
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    let buffer = '';
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (const match of buffer.matchAll(/"entityId":"([0-9a-f-]{36})"/g)) if (match[1]) entityIds.add(match[1]);
      buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 1);
    }
  })();
  return { entityIds, close: () => abort.abort() };
}
