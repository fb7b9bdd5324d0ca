import type { Server, ServerResponse } from 'node:http';

export interface HttpDrain {
  /** Requests received (their headers at least) and not yet answered in full. */
  inFlight(): number;
  /**
   * Stops listening, so new connections are refused; idle keep-alive connections close now, the others once their
   * answer is out (each answer from now on says `Connection: close`). Resolves when the last connection has closed.
   */
  close(): Promise<void>;
  /** Cuts every connection still open (the grace period is over); returns how many requests were still in flight. */
  cut(): number;
}

/** Follows a node:http server's requests from its start, so that a shutdown can let them finish. */
export function trackRequests(server: Server): HttpDrain {
  const answering = new Set<ServerResponse>();
  let closing = false;
  server.on('request', (_request, response: ServerResponse) => {
    answering.add(response);
    if (closing) response.shouldKeepAlive = false;
    response.once('close', () => {
      answering.delete(response);
      // A connection whose answer began before the close stays keep-alive: it closes once idle.
      if (closing) server.closeIdleConnections();
    });
  });
  return {
    inFlight: () => answering.size,
    close() {
      closing = true;
      for (const response of answering) if (!response.headersSent) response.shouldKeepAlive = false;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      return closed;
    },
    cut() {
      const cut = answering.size;
      server.closeAllConnections();
      return cut;
    },
  };
}
