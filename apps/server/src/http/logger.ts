import SonicBoom from 'sonic-boom';

/** Structured JSON lines on stdout. Callers pass fields explicitly; request bodies are never logged. */
export interface Logger {
  info(event: string, fields?: Record<string, unknown>): void;
  error(event: string, fields?: Record<string, unknown>): void;
}

let stdoutSink: ((line: string) => void) | undefined;

/** Lines are written once this much has gathered, or after LOG_FLUSH_MS at the latest. */
export const LOG_BATCH_BYTES = 8 * 1024;
export const LOG_FLUSH_MS = 250;

/**
 * Lines to stdout without blocking the event loop: process.stdout writes to a pipe or file synchronously
 * on Linux, one syscall per line. sonic-boom (pino's destination) appends to a buffer and writes it with
 * asynchronous fs.write calls; what is left is written synchronously at exit. Without a minimum length it
 * starts an fs.write (a thread-pool round trip) for almost every line under load, which cost a liveness
 * probe about an eighth of its CPU time; batching 8 KB (about 40 request lines) per write removes that.
 */
export function bufferedStdout(): (line: string) => void {
  if (!stdoutSink) {
    const destination = new SonicBoom({ fd: process.stdout.fd, sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS });
    process.once('exit', () => {
      try {
        destination.flushSync();
      } catch {
        // stdout already closed: nothing left to write to.
      }
    });
    stdoutSink = (line) => {
      destination.write(`${line}\n`);
    };
  }
  return stdoutSink;
}

export function jsonLogger(write: (line: string) => void = bufferedStdout()): Logger {
  const emit = (level: string, event: string, fields: Record<string, unknown> = {}) =>
    write(JSON.stringify({ time: new Date().toISOString(), level, event, ...fields }));
  return {
    info: (event, fields) => emit('info', event, fields),
    error: (event, fields) => emit('error', event, fields),
  };
}

export const silentLogger: Logger = { info: () => {}, error: () => {} };
