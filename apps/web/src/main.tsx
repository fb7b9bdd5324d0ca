// Only the styles every page needs; the dates and charts styles load with the screens using them (router.tsx).
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'mantine-datatable/styles.css';
import { afterFirstFrame } from './afterFirstFrame';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The app itself (React, the router, the screens) is fetched once the server's first frame of the page has
// been painted, so that frame waits neither for those downloads nor for running them (issue 13: on a phone
// the first paint had waited ~2.5 s for the scripts). A page without a frame (signed out) boots at once.
// React's chunk runs first, on its own: run together with the app's modules it was one task of ~100 ms on a
// phone, blocking input (Lighthouse's Total Blocking Time).
void afterFirstFrame(container)
  .then(() => import('react-dom/client'))
  .then(() => import('./boot'))
  .then(({ boot }) => boot(container));
