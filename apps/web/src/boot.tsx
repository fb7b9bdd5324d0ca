import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, createRoutesFromElements } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { FirstFrameReleased } from './FirstFrameReleased';
import { Providers } from './providers';
import { appRoutes, preloadPath } from './router';

function mount(root: HTMLElement) {
  const router = createBrowserRouter(createRoutesFromElements(appRoutes));
  // As a transition, the first render is built in slices that yield to the browser between them instead of one
  // long task (issue 13: Lighthouse's Total Blocking Time on /rfq); what it shows is the same.
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <FirstFrameReleased container={root} />
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
}

/**
 * Starts the app in `container`, in three tasks, not one: evaluating the modules, starting the page's chunks
 * (a link element per chunk), and mounting React each block input for a while; one after another in a
 * single task they made /rfq's longest task under Lighthouse's phone (issue 13). The chunks start first, so
 * their requests go out at once. Over the server's first frame of a page, React mounts once the page's
 * chunks are in, so that frame gives way to the same page rather than to a loader (a failed chunk mounts
 * too, and the router shows the failure).
 */
export function boot(container: HTMLElement): void {
  setTimeout(() => {
    const chunks = preloadPath(window.location.pathname);
    const start = () => setTimeout(() => mount(container), 0);
    if (container.childElementCount === 0) start();
    else void chunks.then(start, start);
  }, 0);
}
