import { setupServer } from 'msw/node';
import { defaultHandlers } from '../mocks/handlers';

/** The msw server of the vitest run; tests add their own answers with `server.use(...)`. */
export const server = setupServer(...defaultHandlers);
