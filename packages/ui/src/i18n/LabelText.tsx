import { useLabels, type LabelKind, type LabelValue } from './labels';

/**
 * A record value's word in the page's language, for places that build their cells outside a component (a list's
 * column definitions): `<LabelText kind="disputePriority" value={d.priority} />`.
 */
export function LabelText<K extends LabelKind>({ kind, value }: { kind: K; value: LabelValue<K> | (string & {}) }) {
  const labels = useLabels();
  return <>{labels.of(kind, value)}</>;
}
