/** `npm run bench`: runs each benchmark in turn; each prints its figures and the ratio it is judged by. */
import { runAuthBench } from './auth.bench';

await runAuthBench();
