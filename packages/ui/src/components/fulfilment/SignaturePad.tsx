import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';

const WIDTH = 560;
const HEIGHT = 160;

/**
 * Draws a signature with pointer events (mouse, pen or finger) and hands it on as a PNG data URL, or
 * undefined while nothing is drawn. Without a 2D context (jsdom, very old browsers) it stays blank.
 */
export function SignaturePad({ onChange }: { onChange: (signature: string | undefined) => void }) {
  const { t } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [drawn, setDrawn] = useState(false);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const canvas = event.currentTarget;
    const rect = canvas.getBoundingClientRect();
    const scaleX = rect.width > 0 ? canvas.width / rect.width : 1;
    const scaleY = rect.height > 0 ? canvas.height / rect.height : 1;
    return { x: (event.clientX - rect.left) * scaleX, y: (event.clientY - rect.top) * scaleY };
  };

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    drawing.current = true;
    event.currentTarget.setPointerCapture(event.pointerId);
    const { x, y } = pointOf(event);
    context.lineWidth = 2;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#1a1b1e';
    context.beginPath();
    context.moveTo(x, y);
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const context = event.currentTarget.getContext('2d');
    if (!context) return;
    const { x, y } = pointOf(event);
    context.lineTo(x, y);
    context.stroke();
    if (!drawn) setDrawn(true);
  };

  const finish = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    drawing.current = false;
    // A tap without movement draws nothing, and an empty signature is no signature.
    if (drawn) onChange(event.currentTarget.toDataURL('image/png'));
  };

  const clear = () => {
    const canvas = canvasRef.current;
    if (drawn && canvas) canvas.getContext('2d')?.clearRect(0, 0, canvas.width, canvas.height);
    setDrawn(false);
    onChange(undefined);
  };

  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm" fw={500}>
          {t('fulfilment.signaturePad.signature')}
        </Text>
        <Button variant="subtle" size="compact-xs" onClick={clear}>
          {t('fulfilment.signaturePad.clear')}
        </Button>
      </Group>
      <Paper withBorder radius="sm">
        <canvas
          ref={canvasRef}
          aria-label={t('fulfilment.signaturePad.pad')}
          width={WIDTH}
          height={HEIGHT}
          style={{ width: '100%', height: HEIGHT, touchAction: 'none', cursor: 'crosshair', display: 'block' }}
          onPointerDown={start}
          onPointerMove={move}
          onPointerUp={finish}
          onPointerLeave={finish}
        />
      </Paper>
      <Text size="xs" c="dimmed">
        {t(drawn ? 'fulfilment.signaturePad.signed' : 'fulfilment.signaturePad.ask')}
      </Text>
    </Stack>
  );
}
