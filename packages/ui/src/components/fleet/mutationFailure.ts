import { showNotice } from '../notices';
import { failureMessage } from '../errors/serverFailure';
import type { ServerError } from '../serverErrors';

/** A refused fleet write (spec 001 §8): a destructive notice with the server's message, else the fallback. */
export const noticeFailure = (title: string, fallback: string) => (error: ServerError) =>
  showNotice({ title, message: failureMessage(error, fallback), variant: 'destructive' });
