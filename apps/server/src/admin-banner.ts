const CREATE_ADMIN = 'npm run create-admin -- --username <name> --email <address>';

/**
 * What the start banner says while no administrator exists. In production nobody can sign up as admin
 * over the network, so the operator must be told how the first one is made.
 */
export function firstAdminNotice(production: boolean, adminExists: boolean): string | null {
  if (adminExists) return null;
  return production
    ? `No administrator exists yet. Admin sign-up is closed in production: create the first administrator with\n  ${CREATE_ADMIN}`
    : `No administrator exists yet. Create one with\n  ${CREATE_ADMIN}\nor sign up as Administrator (outside production the first admin may).`;
}
