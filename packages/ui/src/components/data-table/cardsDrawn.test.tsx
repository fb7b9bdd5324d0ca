import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_FIRST_RENDER_ROWS, PHONE_ROWS_PER_STEP, useCardsDrawn } from './cardsDrawn';

afterEach(() => vi.useRealTimers());

describe('useCardsDrawn', () => {
  it('draws a few cards first, then a few more in each later task, until every row is drawn', async () => {
    vi.useFakeTimers();
    const total = PHONE_FIRST_RENDER_ROWS + 2 * PHONE_ROWS_PER_STEP + 1;
    const { result } = renderHook(() => useCardsDrawn(total, true));
    expect(result.current).toBe(PHONE_FIRST_RENDER_ROWS);
    const seen = [result.current];
    while (result.current < total) {
      await act(async () => {
        await vi.advanceTimersToNextTimerAsync();
      });
      seen.push(result.current);
    }
    expect(seen).toEqual([
      PHONE_FIRST_RENDER_ROWS,
      PHONE_FIRST_RENDER_ROWS + PHONE_ROWS_PER_STEP,
      PHONE_FIRST_RENDER_ROWS + 2 * PHONE_ROWS_PER_STEP,
      total,
    ]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('draws every row at once where it does not step (a wide screen), and a short list whole', () => {
    expect(renderHook(() => useCardsDrawn(50, false)).result.current).toBe(50);
    expect(renderHook(() => useCardsDrawn(2, true)).result.current).toBe(2);
  });
});
