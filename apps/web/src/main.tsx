// Only the styles every page needs; the dates and charts styles load with the screens using them (router.tsx),
// the table's with the table (RowsTable.tsx).
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { afterNextPaint } from './afterNextPaint';
import { holdEarlyTaps } from './first-frame/earlyTap';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const startApp = () => import('./boot').then(({ boot }) => boot(container));

if (container.childElementCount === 0) {
  // Signed out, nothing drawn yet: the app's modules load at once, in parallel.
  void startApp();
} else {
  // A tap on the frame before the app takes it over is kept, and replayed then.
  holdEarlyTaps(container);
  // Over the server's first frame of a page, the app (React, the router, the screens) is fetched once that
  // frame has been painted, so it waits neither for those downloads nor for running them (on a
  // phone the first paint had waited ~2.5 s for the scripts). React's chunk then runs on its own: run
  // together with the app's modules it was one task of ~100 ms on a phone, blocking input.
  void afterNextPaint()
    .then(() => import('react-dom/client'))
    .then(startApp);
}
