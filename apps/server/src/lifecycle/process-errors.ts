import { summarizeError } from '../http/error-log';
import type { Logger } from '../http/logger';

/**
 * The process's last resort for errors no code caught. A promise rejected without a handler is logged and the
 * process goes on (it failed one piece of work, which its caller no longer waits for). An exception thrown with
 * nothing to catch it leaves the process in a state nobody planned: it is logged and `fatal` runs, which stops the
 * server gracefully (exit code 1) rather than dropping every request in flight. Both lines go through
 * summarizeError, so no statement or parameter reaches the log.
 */
/** Where the handlers go: `process`, or in a test an emitter standing in for it. */
export interface ProcessEvents {
  on(event: 'unhandledRejection' | 'uncaughtException', listener: (error: unknown) => void): unknown;
}

export function installProcessErrorHandlers(target: ProcessEvents, logger: Logger, fatal: () => void): void {
  target.on('unhandledRejection', (reason: unknown) => {
    logger.error('process.unhandled_rejection', summarizeError(reason));
  });
  target.on('uncaughtException', (error: unknown) => {
    logger.error('process.uncaught_exception', summarizeError(error));
    fatal();
  });
}
