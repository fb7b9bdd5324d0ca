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
void afterFirstFrame(container)
  .then(() => import('./boot'))
  .then(({ boot }) => boot(container));
