import { SIGNATURE_PAD, type SignatureKind, type TSignatureDrawing } from '@energy/domain/schemas/contract';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The strokes of a drawn signature as SVG polylines (a single point shows as a dot). */
export function SignatureStrokes({ drawing }: { drawing: TSignatureDrawing }) {
  return (
    <g fill="none" stroke="currentColor" strokeWidth={3} strokeLinecap="round" strokeLinejoin="round">
      {drawing.strokes.map((stroke, i) =>
        stroke.length === 1 ? (
          <circle key={i} cx={stroke[0]?.[0]} cy={stroke[0]?.[1]} r={2} fill="currentColor" />
        ) : (
          <polyline key={i} points={stroke.map(([x, y]) => `${x},${y}`).join(' ')} />
        ),
      )}
    </g>
  );
}

/** A signature as given: the typed name in a handwriting style, or the drawing (when it has been loaded). */
export function SignatureView({
  kind,
  signerName,
  drawing,
}: {
  kind: SignatureKind;
  signerName: string;
  drawing?: TSignatureDrawing | null;
}) {
  const { t } = useTranslation();
  const label = t('components.signaturePad.signatureOf', { name: signerName });
  if (kind === 'drawn' && drawing) {
    return (
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${SIGNATURE_PAD.width} ${SIGNATURE_PAD.height}`}
        width={200}
        style={{ display: 'block' }}
      >
        <SignatureStrokes drawing={drawing} />
      </svg>
    );
  }
  return (
    <Text aria-label={label} fz="xl" fs="italic" style={{ fontFamily: '"Brush Script MT", "Segoe Script", cursive' }}>
      {signerName}
    </Text>
  );
}
