import { DEMO_ACCOUNTS } from '@energy/db/seed/demo-accounts';

export interface DemoNoticeFacts {
  production: boolean;
  /** The demo accounts' password. */
  password: string;
  /** Whether the accounts have that password (just created, or DEMO_PASSWORD set); otherwise it is unchanged. */
  known: boolean;
}

/**
 * What the start log says about the demo accounts. Production logs are kept and shipped elsewhere: they name
 * where the password is set, never the password itself.
 */
export function demoAccountsNotice({ production, password, known }: DemoNoticeFacts): string {
  const lines = DEMO_ACCOUNTS.map((a) => `  ${a.role.padEnd(10)} ${a.username.padEnd(10)} (${a.organization})`);
  const shown = production ? 'the one in DEMO_PASSWORD' : password;
  return `\nDemo accounts${known ? ` — password: ${shown}` : ' (already created; password unchanged)'}\n${lines.join('\n')}\n\n`;
}
