import { SIGNATURE_MAX_POINTS, SIGNATURE_PAD, type TSignatureDrawing } from '@energy/domain/schemas/contract';
import { Box, Button, Group, Input, Text } from '@mantine/core';
import { en } from '@energy/i18n/messages/en/screens';
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SignatureStrokes } from './SignatureView';

/** The English texts (tests read them); the pad speaks the page's language. */
export const SIGNATURE_PAD_TEXTS = en.components.signaturePad;

type Point = [number, number];

const clamp = (value: number, max: number) =>
  Number.isFinite(value) ? Math.min(max, Math.max(0, Math.round(value))) : 0;

/**
 * A drawing pad for a hand-drawn signature: pointer events (mouse, pen, touch) on an SVG of the signature pad's
 * size; each stroke is kept as integer points on the pad, the form the server stores (ZSignatureDrawing).
 */
export function SignaturePad({
  value,
  onChange,
  error,
}: {
  value: TSignatureDrawing | null;
  onChange: (drawing: TSignatureDrawing | null) => void;
  error?: string | null;
}) {
  const surface = useRef<SVGSVGElement>(null);
  const [drawing, setDrawing] = useState(false);
  const strokes = value?.strokes ?? [];

  const pointOf = (event: PointerEvent<SVGSVGElement>): Point => {
    const rect = surface.current?.getBoundingClientRect();
    const scaleX = rect && rect.width > 0 ? SIGNATURE_PAD.width / rect.width : 1;
    const scaleY = rect && rect.height > 0 ? SIGNATURE_PAD.height / rect.height : 1;
    return [
      clamp((event.clientX - (rect?.left ?? 0)) * scaleX, SIGNATURE_PAD.width),
      clamp((event.clientY - (rect?.top ?? 0)) * scaleY, SIGNATURE_PAD.height),
    ];
  };
  const points = strokes.reduce((n, stroke) => n + stroke.length, 0);

  const start = (event: PointerEvent<SVGSVGElement>) => {
    event.preventDefault();
    surface.current?.setPointerCapture?.(event.pointerId);
    setDrawing(true);
    onChange({ strokes: [...strokes, [pointOf(event)]] });
  };
  const move = (event: PointerEvent<SVGSVGElement>) => {
    if (!drawing || strokes.length === 0 || points >= SIGNATURE_MAX_POINTS) return;
    const point = pointOf(event);
    const last = strokes[strokes.length - 1] ?? [];
    const previous = last[last.length - 1];
    if (previous && previous[0] === point[0] && previous[1] === point[1]) return;
    onChange({ strokes: [...strokes.slice(0, -1), [...last, point]] });
  };
  const end = () => setDrawing(false);

  const { t } = useTranslation();
  return (
    <Input.Wrapper
      label={t('components.signaturePad.label')}
      description={t('components.signaturePad.hint')}
      error={error}
      withAsterisk
    >
      <Box
        mt={4}
        style={{
          border: '1px solid var(--mantine-color-default-border)',
          borderRadius: 'var(--mantine-radius-sm)',
          background: 'var(--mantine-color-body)',
          touchAction: 'none',
        }}
      >
        <svg
          ref={surface}
          role="img"
          aria-label={t('components.signaturePad.label')}
          viewBox={`0 0 ${SIGNATURE_PAD.width} ${SIGNATURE_PAD.height}`}
          width="100%"
          style={{
            display: 'block',
            cursor: 'crosshair',
            aspectRatio: `${SIGNATURE_PAD.width} / ${SIGNATURE_PAD.height}`,
          }}
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={end}
          onPointerLeave={end}
          onPointerCancel={end}
        >
          <SignatureStrokes drawing={{ strokes }} />
        </svg>
      </Box>
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed">
          {strokes.length === 0 ? null : t('components.signaturePad.strokes', { count: strokes.length })}
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={() => onChange(null)} disabled={strokes.length === 0}>
          {t('components.signaturePad.clear')}
        </Button>
      </Group>
    </Input.Wrapper>
  );
}
