/**
 * The English catalogue's server-side areas, kept out of the browser's first page (screens.ts says why). The
 * translator loads them with any other language's catalogue (localize.ts finds a message by its English text) and
 * wherever the whole catalogue is imported (the server).
 */
import { server } from './server';
import { notices } from './notices';
import { mail } from './mail';

export const laterAreas = { server, notices, mail };
