import { Alert, Button, Stack } from '@mantine/core';
// English's component texts alone: the first page needs these, not the rest of its catalogue (loaded with the page).
import { components } from '@energy/i18n/messages/en/components';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredPanel } from './CenteredPanel';

/** The English texts (tests read them); the page speaks the page's language. */
export const PAGE_ERROR_TEXTS = components.pageError;

/** The failure and a reload; in English when no language is provided around the boundary. */
function FailedPage({ message }: { message: string }) {
  const { t, i18n } = useTranslation();
  const provided = typeof i18n?.exists === 'function';
  return (
    <CenteredPanel>
      <Stack>
        <Alert color="red" title={provided ? t('components.pageError.title') : PAGE_ERROR_TEXTS.title}>
          {message}
        </Alert>
        <Button onClick={() => window.location.reload()}>
          {provided ? t('components.pageError.reload') : PAGE_ERROR_TEXTS.reload}
        </Button>
      </Stack>
    </CenteredPanel>
  );
}

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
    return <FailedPage message={this.state.failed.message} />;
  }
}
