/**
 * The constraint a unique violation (SQLSTATE 23505) names, found anywhere in the error's cause chain
 * (drizzle wraps the driver's error; postgres.js calls it constraint_name, PGlite constraint).
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 8 && typeof current === 'object' && current !== null; depth++) {
    if (Reflect.get(current, 'code') === '23505') {
      const name: unknown = Reflect.get(current, 'constraint_name') ?? Reflect.get(current, 'constraint');
      return typeof name === 'string' ? name : '';
    }
    current = Reflect.get(current, 'cause');
  }
  return undefined;
}
