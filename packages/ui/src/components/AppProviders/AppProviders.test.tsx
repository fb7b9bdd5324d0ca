import { Button } from '@mantine/core';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOAST_CONFIG } from '../../settings/behaviour';
import { renderScreen } from '../../test-utils/render';
import { showNotice } from '../notices';

describe('notices', () => {
  it('shows one notice at a time: the newest replaces the one before', async () => {
    renderScreen(<p>Page</p>);
    act(() => showNotice({ title: 'First notice', message: 'first' }));
    expect(await screen.findByText('First notice')).toBeInTheDocument();
    act(() => showNotice({ title: 'Second notice', message: 'second', variant: 'destructive' }));
    expect(await screen.findByText('Second notice')).toBeInTheDocument();
    // The old notice leaves through its exit transition.
    await waitFor(() => expect(screen.queryByText('First notice')).not.toBeInTheDocument());
  });

  it('focuses the labelled notice region on F8', async () => {
    const { user } = renderScreen(<Button>Somewhere on the page</Button>);
    await user.click(screen.getByRole('button', { name: 'Somewhere on the page' }));
    await user.keyboard(`{${TOAST_CONFIG.hotkey}}`);
    expect(screen.getByRole('region', { name: TOAST_CONFIG.viewportLabel })).toHaveFocus();
  });
});
