import { Button } from '@mantine/core';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOAST_CONFIG } from '../../settings/behaviour';
import { renderScreen } from '../../test-utils/render';
import { showNotice } from '../notices';
import { NOTICE_TEXTS } from '../SwipeableNotice';

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

  it('mounts no notice stack on a page that raises no notice', async () => {
    renderScreen(<p>Page</p>);
    // The stack's chunk, had it been asked for, has loaded and rendered by now.
    await act(async () => {
      await Promise.all([import('@mantine/notifications'), import('../SwipeableNotice')]);
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const region = screen.getByRole('region', { name: TOAST_CONFIG.viewportLabel });
    expect(region).toBeEmptyDOMElement();
  });

  it('shows a notice raised before the stack mounted', async () => {
    showNotice({ title: 'Raised before the page', message: 'early' });
    renderScreen(<p>Page</p>);
    expect(await screen.findByText('Raised before the page')).toBeInTheDocument();
  });

  it('focuses the labelled notice region on F8', async () => {
    const { user } = renderScreen(<Button>Somewhere on the page</Button>);
    await user.click(screen.getByRole('button', { name: 'Somewhere on the page' }));
    await user.keyboard(`{${TOAST_CONFIG.hotkey}}`);
    expect(screen.getByRole('region', { name: TOAST_CONFIG.viewportLabel })).toHaveFocus();
  });

  it('focuses the notice region on F8 from inside a form field, and not on Shift+F8', async () => {
    const { user } = renderScreen(<input aria-label="Reference" />);
    const field = screen.getByRole('textbox', { name: 'Reference' });
    await user.click(field);
    await user.keyboard(`{Shift>}{${TOAST_CONFIG.hotkey}}{/Shift}`);
    expect(field).toHaveFocus();
    await user.keyboard(`{${TOAST_CONFIG.hotkey}}`);
    expect(screen.getByRole('region', { name: TOAST_CONFIG.viewportLabel })).toHaveFocus();
  });

  describe('swipe to dismiss (spec 000 §9: 50 px to the right)', () => {
    // jsdom has no PointerEvent: a MouseEvent with the pointer's id, so clientX reaches the handlers.
    beforeAll(() => {
      if (typeof window.PointerEvent !== 'undefined') return;
      class TestPointerEvent extends MouseEvent {
        readonly pointerId: number;
        readonly isPrimary: boolean;
        constructor(type: string, init: PointerEventInit = {}) {
          super(type, init);
          this.pointerId = init.pointerId ?? 1;
          this.isPrimary = init.isPrimary ?? true;
        }
      }
      Object.defineProperty(window, 'PointerEvent', { value: TestPointerEvent, configurable: true });
    });
    const showOne = async (title: string) => {
      act(() => showNotice({ title, message: 'swipe me' }));
      return (await screen.findByText('swipe me')).closest('.mantine-Notification-root') as HTMLElement;
    };
    const swipe = (notice: HTMLElement, dx: number) => {
      fireEvent.pointerDown(notice, { pointerId: 1, isPrimary: true, button: 0, clientX: 100, clientY: 10 });
      for (const step of [0.25, 0.5, 1])
        fireEvent.pointerMove(notice, { pointerId: 1, isPrimary: true, clientX: 100 + dx * step, clientY: 10 });
      fireEvent.pointerUp(notice, { pointerId: 1, isPrimary: true, button: 0, clientX: 100 + dx, clientY: 10 });
    };

    it('a swipe of 50 px to the right dismisses the notice', async () => {
      renderScreen(<p>Page</p>);
      swipe(await showOne('Swiped far enough'), 50);
      await waitFor(() => expect(screen.queryByText('Swiped far enough')).not.toBeInTheDocument());
    });

    it('40 px to the right, or 80 px to the left, does not: the notice springs back', async () => {
      renderScreen(<p>Page</p>);
      const notice = await showOne('Not far enough');
      swipe(notice, 40);
      swipe(notice, -80);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.getByText('Not far enough')).toBeInTheDocument();
      expect(notice).toHaveAttribute('data-swipe-offset', '0');
    });

    it('the close button and Escape still dismiss it', async () => {
      const { user } = renderScreen(<p>Page</p>);
      await showOne('Closed by button');
      await user.click(screen.getByRole('button', { name: NOTICE_TEXTS.close }));
      await waitFor(() => expect(screen.queryByText('Closed by button')).not.toBeInTheDocument());

      await showOne('Closed by keyboard');
      screen.getByRole('button', { name: NOTICE_TEXTS.close }).focus();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByText('Closed by keyboard')).not.toBeInTheDocument());
    });
  });
});
