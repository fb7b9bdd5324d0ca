/**
 * A tap on the server's first frame before the app has taken it over. The frame is `inert` until then (see
 * FirstFrameReleased): the browser hit-tests through it, so the tap reaches no button and was lost. The page's
 * entry module listens from its first task; once the app has taken the frame over, the last tap is replayed on
 * what now lies under it, if that is something a tap acts on. Only the last one: a user tapping a slow button
 * twice means it once.
 */

type Tap = { x: number; y: number; scrollX: number; scrollY: number; at: number };

/** A tap older than this when the app takes over is not replayed: the user has moved on, or given up. */
export const EARLY_TAP_MAX_AGE_MS = 5_000;

/** What a tap acts on: the controls the app draws, and what a label or a link leads to. */
const ACTIONABLE =
  'a[href], button, input, select, textarea, label, summary, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="checkbox"], [role="radio"], [role="switch"], [role="option"]';
const TYPED_INTO =
  'input:not([type="checkbox"]):not([type="radio"]):not([type="button"]):not([type="submit"]), select, textarea';

let last: Tap | undefined;
let stopListening: (() => void) | undefined;

/** From the entry module, over a drawn frame: remember the last tap while `root` is inert. */
export function holdEarlyTaps(root: HTMLElement): void {
  if (!root.hasAttribute('inert') || stopListening) return;
  const onClick = (event: MouseEvent) => {
    if (!root.hasAttribute('inert') || !event.isTrusted) return;
    last = {
      x: event.clientX,
      y: event.clientY,
      scrollX: window.scrollX,
      scrollY: window.scrollY,
      at: performance.now(),
    };
  };
  document.addEventListener('click', onClick, true);
  stopListening = () => document.removeEventListener('click', onClick, true);
}

/**
 * Once the app has taken the frame over: acts on the control under the last early tap (a click, or focus for a field
 * to type into), where it lies now; the page may have scrolled since.
 */
export function replayEarlyTap(root: HTMLElement): void {
  stopListening?.();
  stopListening = undefined;
  const tap = last;
  last = undefined;
  if (!tap || performance.now() - tap.at > EARLY_TAP_MAX_AGE_MS) return;
  const under = document.elementFromPoint(tap.x + tap.scrollX - window.scrollX, tap.y + tap.scrollY - window.scrollY);
  const control = under?.closest<HTMLElement>(ACTIONABLE);
  if (!control || !root.contains(control) || control.matches(':disabled, [aria-disabled="true"]')) return;
  if (control.matches(TYPED_INTO)) control.focus();
  else control.click();
}
