import { notifications } from '@mantine/notifications';
import type { ToastVariant } from '../settings/behaviour';

interface Notice {
  title: string;
  message: string;
  variant?: ToastVariant;
}

/**
 * Shows one notice. The spec allows one at a time and the newest wins, so earlier notices are cleared
 * first (Mantine's own limit would queue the newest behind the old one instead).
 */
export function showNotice({ title, message, variant = 'default' }: Notice): void {
  notifications.clean();
  notifications.show({ title, message, color: variant === 'destructive' ? 'red' : undefined });
}
