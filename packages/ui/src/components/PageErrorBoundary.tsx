import { Alert, Button, Stack } from '@mantine/core';
import { Component, type ReactNode } from 'react';
import { CenteredPanel } from './CenteredPanel';

export const PAGE_ERROR_TEXTS = {
  title: 'This page could not be shown',
  reload: 'Reload the page',
} as const;

interface PageErrorBoundaryProps {
  /** The page's address: moving to another page clears the failure. */
  resetKey: string;
  children: ReactNode;
}

interface PageErrorBoundaryState {
  failed: { message: string } | null;
}

/**
 * What a page shows when rendering it throws (a screen's chunk that no longer exists after a deploy, a bug):
 * the reason and a reload, instead of React unmounting the whole app to a blank page. Another page clears it.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failed: null };

  static getDerivedStateFromError(error: unknown): PageErrorBoundaryState {
    return { failed: { message: error instanceof Error ? error.message : String(error) } };
  }

  // React reports the error itself (onCaughtError); nothing to log twice here.
  override componentDidUpdate(previous: PageErrorBoundaryProps): void {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: null });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <CenteredPanel>
        <Stack>
          <Alert color="red" title={PAGE_ERROR_TEXTS.title}>
            {this.state.failed.message}
          </Alert>
          <Button onClick={() => window.location.reload()}>{PAGE_ERROR_TEXTS.reload}</Button>
        </Stack>
      </CenteredPanel>
    );
  }
}
