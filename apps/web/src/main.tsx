// Only the styles every page needs; the dates and charts styles load with the screens using them (router.tsx).
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import 'mantine-datatable/styles.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, createRoutesFromElements } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers';
import { appRoutes, preloadPath } from './router';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

function mount(root: HTMLElement) {
  const router = createBrowserRouter(createRoutesFromElements(appRoutes));
  // As a transition, the first render is built in slices that yield to the browser between them instead of one
  // long task (issue 13: Lighthouse's Total Blocking Time on /rfq); what it shows is the same.
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
}

// Three tasks, not one: evaluating the modules, starting the page's chunks (a link element per chunk), and
// mounting React each block input for a while; one after another in a single task they made /rfq's longest
// task under Lighthouse's phone (issue 13). The chunks start first, so their requests go out at once.
setTimeout(() => {
  preloadPath(window.location.pathname);
  setTimeout(() => mount(container), 0);
}, 0);
