import { ActionIcon } from '@mantine/core';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../test-utils/render';
import { DeferredTooltip } from './DeferredTooltip';

function renderIcon(onClick = vi.fn()) {
  const rendered = renderScreen(
    <DeferredTooltip label="Accept">
      <ActionIcon aria-label="Accept the offer" onClick={onClick}>
        ✓
      </ActionIcon>
    </DeferredTooltip>,
    { route: '/', handlers: [] },
  );
  return { ...rendered, onClick };
}

describe('DeferredTooltip', () => {
  it('mounts no tooltip until a mouse comes over its target, then shows it at once', async () => {
    const { user } = renderIcon();
    const icon = await screen.findByRole('button', { name: 'Accept the offer' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(icon);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Accept');
    await user.unhover(icon);
    await expect.poll(() => screen.queryByRole('tooltip')).toBeNull();
  });

  it('keeps the target the same element: the click the pointer came for reaches it', async () => {
    const { user, onClick } = renderIcon();
    const icon = await screen.findByRole('button', { name: 'Accept the offer' });
    await user.click(icon);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Accept the offer' })).toBe(icon);
  });

  it('mounts none for a touch: phones show no tooltip', async () => {
    renderIcon();
    const icon = await screen.findByRole('button', { name: 'Accept the offer' });
    fireEvent.pointerOver(icon, { pointerType: 'touch' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
