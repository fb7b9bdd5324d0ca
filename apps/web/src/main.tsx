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

preloadPath(window.location.pathname);
const router = createBrowserRouter(createRoutesFromElements(appRoutes));

// As a transition, the first render is built in slices that yield to the browser between them instead of one
// long task (issue 13: Lighthouse's Total Blocking Time on /rfq); what it shows is the same.
const root = createRoot(container);
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
