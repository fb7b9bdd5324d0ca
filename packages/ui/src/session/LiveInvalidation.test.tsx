import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LiveInvalidation } from './LiveInvalidation';
import { useLiveInvalidation } from './useLiveInvalidation';

vi.mock('./useLiveInvalidation', () => ({ useLiveInvalidation: vi.fn() }));
vi.mock('./useSessionUser', () => ({ useSessionUser: () => ({ status: 'signed-in', user: { id: 'user-1' } }) }));

afterEach(() => {
  vi.mocked(useLiveInvalidation).mockClear();
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
});

describe('LiveInvalidation', () => {
  it('opens the feed of a page drawn by the server once the browser is idle after taking it over, from its event', async () => {
    const idle: (() => void)[] = [];
    Object.assign(window, {
      requestIdleCallback: (callback: () => void) => idle.push(callback),
      cancelIdleCallback: () => undefined,
    });
    render(<LiveInvalidation from="event-41" />);
    expect(useLiveInvalidation).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    act(() => idle[0]?.());
    await waitFor(() => expect(useLiveInvalidation).toHaveBeenCalledWith('event-41'));
  });

  it('opens the feed at once where there is no event to replay from (a page the browser drew itself)', async () => {
    render(<LiveInvalidation />);
    await waitFor(() => expect(useLiveInvalidation).toHaveBeenCalledWith(undefined));
  });
});
