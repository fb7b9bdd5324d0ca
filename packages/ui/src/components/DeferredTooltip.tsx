import { Tooltip, type TooltipProps } from '@mantine/core';
import { cloneElement, useRef, useState, type PointerEvent, type ReactElement, type Ref } from 'react';

type Target = ReactElement<{
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
}>;

/**
 * Mantine's Tooltip, mounted when a mouse first comes over its target and kept from then on, as DeferredModal does for
 * dialogs. A mounted Tooltip hands its target to floating-ui through a ref whose callback sets state during the commit,
 * which React renders again at once, in the same task: with a tooltip or four on each row, the commit that took a
 * list page over grew by a second, synchronous render (/payments: two tasks of 39 and 46 ms on a fast machine, four
 * times that on Lighthouse's phone). The target is drawn alone until then, and stays the same element after (the
 * tooltip points at it by `target`), so the click the pointer came for reaches it. A tooltip shows under a mouse only
 * (Mantine's default events: hover), so touch screens never mount one; the first opens at once, the pointer being on
 * its target already.
 */
export function DeferredTooltip({
  children,
  ...tooltip
}: Omit<TooltipProps, 'children' | 'target'> & { children: Target }) {
  const [mounted, setMounted] = useState(false);
  const target = useRef<HTMLElement>(null);
  return (
    <>
      {cloneElement(children, {
        ref: target,
        onPointerEnter: (event: PointerEvent<HTMLElement>) => {
          children.props.onPointerEnter?.(event);
          if (event.pointerType === 'mouse') setMounted(true);
        },
      })}
      {mounted && <Tooltip defaultOpened target={target} {...tooltip} />}
    </>
  );
}
