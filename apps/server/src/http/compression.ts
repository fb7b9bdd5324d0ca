import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { nodeHeaderOf } from './node-response';
import { requestHeader } from './request-header';

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

/**
 * Compresses JSON and text answers above the threshold with br or gzip, whichever the client accepts.
 * zlib's async calls run on libuv's thread pool, so compressing a large list does not stall other requests.
 * Brotli at quality 4: for answers made per request it is close to gzip's speed and still smaller.
 */
export function compression(threshold = COMPRESSION_THRESHOLD_BYTES): MiddlewareHandler<{ Variables: { streamed?: true } }> {
  return async (c, next) => {
    await next();
    const acceptEncoding = requestHeader(c, 'accept-encoding');
    const encoding = chooseEncoding(acceptEncoding);
    // A client that accepts no encoding gets the plain answer, which suits every client: a cache that keeps it
    // without Vary can hand it to anyone. So its headers are not even read (reading them costs @hono/node-server
    // its light answer).
    if (!encoding) return;
    const res = c.res;
    // Vary: Accept-Encoding tells a cache which stored variant suits which client. A no-store answer (every API
    // answer unless its handler asks to be cached) is never stored (RFC 9111 §3), so Vary means nothing to any
    // cache there (RFC 9111 §4.1) and only costs bytes on every call; any other answer carries it.
    if (!isNoStore(res.headers.get('cache-control') ?? nodeHeaderOf(c, 'cache-control'))) varyOnEncoding(res);
    if (c.req.method === 'HEAD') return;
    if (!res.body || res.headers.has('content-encoding')) return;
    if (c.get('streamed')) {
      c.res = compressStream(res, acceptEncoding);
      return;
    }
    if (!COMPRESSIBLE.test(res.headers.get('content-type') ?? '')) return;
    const length = res.headers.get('content-length');
    if (length !== null && Number(length) < threshold) return;
    const body = Buffer.from(await res.arrayBuffer());
    if (body.byteLength < threshold) {
      c.res = new Response(body, res);
      return;
    }
    const compressed =
      encoding === 'br'
        ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength } })
        : await gzipAsync(body, { level: 6 });
    // Hono copies the old answer's headers onto the new one, so the length is set afterwards.
    c.res = new Response(compressed, res);
    c.res.headers.set('Content-Encoding', encoding);
    c.res.headers.set('Content-Length', String(compressed.byteLength));
  };
}
