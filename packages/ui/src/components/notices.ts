import { notifications } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';
import type { ToastVariant } from '../settings/behaviour';

interface Notice {
  title: string;
  message: string;
  variant?: ToastVariant;
}

const listeners = new Set<() => void>();
let raised = false;

/**
 * Shows one notice. The spec allows one at a time and the newest wins, so earlier notices are cleared
 * first (Mantine's own limit would queue the newest behind the old one instead).
 */
export function showNotice({ title, message, variant = 'default' }: Notice): void {
  notifications.clean();
  notifications.show({ title, message, color: variant === 'destructive' ? 'red' : undefined });
  if (raised) return;
  raised = true;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether this page has raised a notice yet: the notice stack mounts (and loads its chunk) only then. Mantine's
 * store keeps a notice raised before, and the stack shows it as it mounts.
 */
export function useNoticeRaised(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => raised,
    () => false,
  );
}

/** Forgets the notices of this page, as a new page starts (tests: each starts without one). */
export function forgetNotices(): void {
  notifications.clean();
  raised = false;
  for (const listener of listeners) listener();
}
