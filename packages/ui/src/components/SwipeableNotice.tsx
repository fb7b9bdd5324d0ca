import { isLanguage } from '@energy/i18n/languages';
import { localizeMessage } from '@energy/i18n/localize';
import { en } from '@energy/i18n/messages/en/screens';
import { useTranslation } from 'react-i18next';
import { Notification } from '@mantine/core';
import { notifications, type NotificationData } from '@mantine/notifications';
import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { TOAST_CONFIG } from '../settings/behaviour';

/** Movement before a press counts as a swipe (the pointer is captured only then, so a click on Close stays a click). */
const SWIPE_START_PX = 4;

/** The English texts (tests read them); the notice speaks the page's language. */
export const NOTICE_TEXTS = en.components.notice;

/**
 * One notice as the spec has it (spec 000 §9): dismissed by a swipe of at least 50 px to the right (pointer
 * events: mouse, touch and pen), by its close button, or by Escape while focus is inside it. A shorter swipe,
 * or one to the left, springs back. Mantine's own drag dismissal (a third of the width, either way) is off.
 */
export function SwipeableNotice({ data }: { data: NotificationData }) {
  const [offset, setOffset] = useState(0);
  const press = useRef<{ pointerId: number; x: number; swiping: boolean } | null>(null);
  const dismiss = () => {
    if (data.id) notifications.hide(data.id);
  };
  const end = (event: PointerEvent<HTMLDivElement>, cancelled: boolean) => {
    const started = press.current;
    if (!started || started.pointerId !== event.pointerId) return;
    press.current = null;
    setOffset(0);
    if (!cancelled && started.swiping && event.clientX - started.x >= TOAST_CONFIG.swipeThresholdPx) dismiss();
  };
  const { t, i18n } = useTranslation();
  // A notice worded by the domain (an English constant) reads in the page's language; the screens' own are already.
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const say = (text: ReactNode) => (typeof text === 'string' ? localizeMessage(text, language) : text);
  return (
    <Notification
      // The notice's container is already the alert; this is its face.
      role="presentation"
      title={say(data.title)}
      color={data.color}
      icon={data.icon}
      loading={data.loading}
      withCloseButton
      closeButtonProps={{ 'aria-label': t('components.notice.close') }}
      onClose={dismiss}
      data-swipe-offset={offset}
      style={{
        transform: offset > 0 ? `translateX(${offset}px)` : undefined,
        opacity: offset > 0 ? Math.max(0.4, 1 - offset / 200) : undefined,
        touchAction: 'pan-y',
      }}
      onPointerDown={(event: PointerEvent<HTMLDivElement>) => {
        if (event.button !== 0 || !event.isPrimary) return;
        press.current = { pointerId: event.pointerId, x: event.clientX, swiping: false };
      }}
      onPointerMove={(event: PointerEvent<HTMLDivElement>) => {
        const started = press.current;
        if (!started || started.pointerId !== event.pointerId) return;
        const dx = event.clientX - started.x;
        if (!started.swiping && Math.abs(dx) >= SWIPE_START_PX) {
          started.swiping = true;
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }
        // Only to the right: a move to the left does not follow the finger.
        if (started.swiping) setOffset(Math.max(0, dx));
      }}
      onPointerUp={(event: PointerEvent<HTMLDivElement>) => end(event, false)}
      onPointerCancel={(event: PointerEvent<HTMLDivElement>) => end(event, true)}
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key === 'Escape') dismiss();
      }}
    >
      {say(data.message)}
    </Notification>
  );
}

/** For Mantine's `renderNotification`. */
export const renderNotice = (data: NotificationData) => <SwipeableNotice data={data} />;
