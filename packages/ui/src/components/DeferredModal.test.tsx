import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test-utils/render';
import { DeferredModal } from './DeferredModal';

function Page() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button onClick={() => setOpened(true)}>Open it</Button>
      <DeferredModal opened={opened} onClose={() => setOpened(false)} title="Confirm it">
        What it will do
      </DeferredModal>
    </>
  );
}

describe('DeferredModal', () => {
  it('opens at the first click, closes, and opens again', async () => {
    const { user } = renderScreen(<Page />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm it' })).toHaveTextContent('What it will do');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open it' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm it' })).toBeInTheDocument();
  });
});
