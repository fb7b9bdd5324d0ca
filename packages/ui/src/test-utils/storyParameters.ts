import type { RequestHandler } from 'msw';
import { authHandlers } from '../mocks/handlers';

/** Where a story's screen is mounted; read by the Storybook decorator. */
export interface ScreenParameters {
  /** The URL the screen opens at, e.g. '/reset-password?token=abc'. */
  route: string;
  /** The route pattern; defaults to the route without its query. */
  path?: string;
}

interface StoryScreen extends ScreenParameters {
  /** auth.me's answer; signed out unless given. */
  session?: RequestHandler;
  /** Answers for the other procedures the story calls. */
  handlers?: RequestHandler[];
  /** notification.counters' answer (the shell's unread count and the notifications screen's counters); nothing unread unless given. */
  counters?: RequestHandler;
}

/**
 * A story's parameters: where its screen is mounted and what the mocked server answers. msw handlers are
 * keyed so a story's session replaces the default one instead of queueing behind it.
 */
export function storyScreen({ route, path, session, handlers = [], counters }: StoryScreen) {
  return {
    screen: { route, path } satisfies ScreenParameters,
    msw: {
      handlers: {
        session: [session ?? authHandlers.signedOut()],
        ...(counters ? { notifications: [counters] } : {}),
        story: handlers,
      },
    },
  };
}
