import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { IncomingMessage } from 'node:http';
import type { Hono } from 'hono';
import { envelopedResponseOf } from './enveloped-response';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed answer saves less than the headers and the CPU cost. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

// Server-sent events are left alone: they never end, and reading one whole to compress it would hold it forever.
const COMPRESSIBLE = /^(application\/json|text\/(?!event-stream))/i;

/** The encodings the client accepts (q=0 refuses one). */
function acceptedEncodings(acceptEncoding: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name.trim());
  }
  return accepted;
}

/** The best encoding the client accepts: br before gzip. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = acceptedEncodings(acceptEncoding);
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/** Whether Cache-Control forbids storing the answer at all. */
export function isNoStore(cacheControl: unknown): boolean {
  return typeof cacheControl === 'string' && /(^|,)\s*no-store\s*(,|$)/i.test(cacheControl);
}

/** Vary: Accept-Encoding on the answer, added to whatever Vary the handler set. */
function varyOnEncoding(res: Response): void {
  const vary = res.headers.get('vary');
  if (vary && /(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) return;
  res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** Answers whose body is produced as it is sent (see markStreamed). */
const streamedAnswers = new WeakSet<Response>();

/**
 * Marks an answer whose body is produced as it is sent (a CSV export), so compression never reads it whole.
 * The mark is on the Response object the route returns, which the app hands on as it is.
 */
export function markStreamed(answer: Response): Response {
  streamedAnswers.add(answer);
  return answer;
}

/**
 * A streamed answer (a CSV export) is compressed as it flows, with gzip (the one the web's
 * CompressionStream has on Node 20): reading it whole first would hold all of it.
 */
function compressStream(res: Response, acceptEncoding: string | undefined): Response {
  const accepted = acceptedEncodings(acceptEncoding);
  if (!res.body || !(accepted.has('gzip') || accepted.has('*'))) return res;
  const compressed = new Response(res.body.pipeThrough(new CompressionStream('gzip')), res);
  compressed.headers.set('Content-Encoding', 'gzip');
  compressed.headers.delete('Content-Length');
  return compressed;
}

type AppFetch = Hono['fetch'];

/** node:http's request under @hono/node-server (its `env.incoming`); undefined under app.request(). */
function incomingOf(env: unknown): IncomingMessage | undefined {
  const incoming = typeof env === 'object' && env !== null && 'incoming' in env ? env.incoming : undefined;
  return incoming instanceof IncomingMessage ? incoming : undefined;
}

function envelopeCacheControl(env: unknown): unknown {
  return envelopedResponseOf(env)?.headerOrEnvelope('cache-control');
}

/** Whether the app routes `path` to the API ('/api/*', which matches '/api' itself too). */
export const isApiPath = (path: string): boolean => path === '/api' || path.startsWith('/api/');

interface Compressing {
  encoding: 'br' | 'gzip';
  acceptEncoding: string;
  head: boolean;
  /** The Cache-Control the node response adds unless the answer has its own (see EnvelopedResponse). */
  envelopeCacheControl: unknown;
}

/**
 * An app's fetch with its answers compressed: JSON and text above the threshold with br or gzip, whichever the client
 * accepts; streamed answers with gzip as they flow; answers already encoded (the web build's precompressed files)
 * as they are. createApp wraps the API's and the web app's (a signed-in page, drawn with its rows, is 50-400 KB of
 * HTML: a second and more on a phone's network uncompressed).
 *
 * Around the app rather than a middleware inside it: a request whose client accepts no encoding (no
 * Accept-Encoding) costs one header read and nothing else, and any answer costs no middleware dispatch (a
 * middleware also keeps Hono from answering a one-handler route without promises). Wrapping the app's own
 * fetch keeps compression under app.request() in tests as well as under serveApp.
 */
export function compressAnswers(fetch: AppFetch, threshold = COMPRESSION_THRESHOLD_BYTES): AppFetch {
  return (request, env, executionCtx) => {
    const answer = fetch(request, env, executionCtx);
    const incoming = incomingOf(env);
    // node's parsed headers when there are some: request.headers would build @hono/node-server's Headers.
    const acceptEncoding = incoming
      ? incoming.headers['accept-encoding']
      : (request.headers.get('accept-encoding') ?? undefined);
    const encoding = chooseEncoding(acceptEncoding);
    // A client that accepts no encoding gets the plain answer, which suits every client: a cache that keeps it
    // without Vary can hand it to anyone. So its headers are not even read (reading them costs @hono/node-server
    // its light answer).
    if (!encoding || acceptEncoding === undefined) return answer;
    const compressing: Compressing = {
      encoding,
      acceptEncoding,
      head: request.method === 'HEAD',
      envelopeCacheControl: envelopeCacheControl(env),
    };
    return Promise.resolve(answer).then((res) => compressed(res, compressing, threshold));
  };
}

async function compressed(
  res: Response,
  { encoding, acceptEncoding, head, envelopeCacheControl }: Compressing,
  threshold: number,
): Promise<Response> {
  // Vary: Accept-Encoding tells a cache which stored variant suits which client. A no-store answer (every API
  // answer unless its handler asks to be cached) is never stored (RFC 9111 §3), so Vary means nothing to any
  // cache there (RFC 9111 §4.1) and only costs bytes on every call; any other answer carries it.
  if (!isNoStore(res.headers.get('cache-control') ?? envelopeCacheControl)) varyOnEncoding(res);
  if (head || !res.body || res.headers.has('content-encoding')) return res;
  if (streamedAnswers.has(res)) return compressStream(res, acceptEncoding);
  if (!COMPRESSIBLE.test(res.headers.get('content-type') ?? '')) return res;
  const length = res.headers.get('content-length');
  if (length !== null && Number(length) < threshold) return res;
  const body = Buffer.from(await res.arrayBuffer());
  if (body.byteLength < threshold) return new Response(body, res);
  const packed =
    encoding === 'br'
      ? await brotli(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
        })
      : await gzipAsync(body, { level: 6 });
  const answer = new Response(packed, res);
  answer.headers.set('Content-Encoding', encoding);
  answer.headers.set('Content-Length', String(packed.byteLength));
  return answer;
}
