/**
 * A field as a user knows it, for messages about a server detail's path: the form's label when
 * given, else the path's last named part in title-case words ("tender.bidDeadline" -> "Bid Deadline").
 */
export function fieldLabel(path: string, labels?: Readonly<Record<string, string>>): string {
  const given = labels?.[path];
  if (given) return given;
  const last =
    path
      .split('.')
      .filter((part) => part !== '' && !/^\d+$/.test(part))
      .pop() ?? path;
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim();
  return (
    words.replace(/(^|\s)([a-z])/g, (_match, space: string, letter: string) => `${space}${letter.toUpperCase()}`) ||
    path
  );
}
