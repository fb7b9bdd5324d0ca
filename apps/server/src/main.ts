import { createDb } from '@energy/db/client';
import { seedDemo } from '@energy/db/seed/seed';
import { hashPassword } from '@energy/trpc/auth/password';
import { internalLedger } from '@energy/trpc/payments/provider';
import { generateToken } from '@energy/trpc/auth/tokens';
import { adminExists } from '@energy/trpc/routers/user/user.service';
import { installCursorSecret } from '@energy/trpc/cursor';
import { firstAdminNotice } from './admin-banner';
import { createApp, envelopeOptions } from './app';
import { cursorSecretFor } from './cursor-secret';
import { demoAccountsNotice } from './demo-notice';
import { seedDemoRecords } from './demo-records';
import { environmentOrExit } from './env';
import { applyKeepAlive } from './http/keep-alive';
import { bufferedStdout, jsonLogger } from './http/logger';
import { serveApp } from './http/serve-app';
import { createMailer } from './mail/mailer';
import { startEscrowReleaseJob } from './jobs/escrow-release';
import { startNotifierJob } from './jobs/notifications';
import { startSettlementReminderJob } from './jobs/settlement-reminders';
import { startWebhookWorker } from './jobs/webhooks';
import { startFinalPriceJob } from './jobs/final-prices';
import { startIdempotencyKeyJob } from './jobs/idempotency-keys';
import { startResetMailWorker } from './jobs/reset-mail';
import { startSmsWorker } from './jobs/sms';
import { createSmsProvider } from './sms/sms-provider';
import { startEventDispatcher } from './events/dispatcher';
import { installProcessErrorHandlers } from './lifecycle/process-errors';
import { ServerLifecycle } from './lifecycle/shutdown';
import { ServerMetrics } from './metrics/server-metrics';

const env = environmentOrExit();
installCursorSecret(cursorSecretFor(env));
// The start banner goes through the log's own buffer, so it is written after every line logged before it.
const stdoutLog = bufferedStdout();
const logger = jsonLogger(stdoutLog, { debug: env.logDebug });
const lifecycle = new ServerLifecycle(env.shutdown, logger);
installProcessErrorHandlers(process, logger, () => void lifecycle.shutdown('uncaughtException', 1));
const database = await createDb({
  databaseUrl: env.databaseUrl,
  dataDir: env.dataDir,
  poolSize: env.databasePool.size,
  poolTimeoutMs: env.databasePool.timeoutMs,
  listenUrl: env.databaseListenUrl,
  pooled: env.databasePooled,
});
logger.info('database.ready', { kind: database.kind, ...(database.kind === 'pglite' ? { dataDir: env.dataDir } : {}) });

let demoNotice = '';
if (env.seedDemo) {
  const password = env.demoPassword ?? generateToken().slice(0, 16);
  const { createdUsers } = await seedDemo(database.db, { password, hashPassword });
  const { procurement, fleet, fulfilment } = await seedDemoRecords(database.db, env.escrow);
  if (procurement.created || fulfilment.created || fleet)
    logger.info('seed.demo_records', {
      procurement: procurement.created,
      fulfilment: fulfilment.created,
      fleet: fleet !== null,
    });
  const known = createdUsers > 0 || env.demoPassword !== undefined;
  demoNotice = demoAccountsNotice({ production: env.production, password, known });
}

// One payment provider for requests and the release job alike.
const payments = internalLedger;
const mailer = createMailer({
  smtpUrl: env.smtpUrl,
  from: env.mailFrom,
  db: database.db,
  logger,
  logMailText: !env.production,
  // The demo seed's notifications and reminders go out in the jobs' first rounds: summed up in the banner.
  quietStart: env.seedDemo,
});
const resetMail = startResetMailWorker({ db: database.db, mailer, appUrl: env.appUrl, logger, intervalMs: 1000 });
const smsWorker = startSmsWorker({
  db: database.db,
  provider: createSmsProvider(env.sms, { production: env.production, logger }),
  logger,
  intervalMs: 2000,
});
const escrowRelease = startEscrowReleaseJob(database.db, payments, logger);
const notifier = startNotifierJob({ db: database.db, mailer, appUrl: env.appUrl, logger });
const settlementReminders = startSettlementReminderJob(database.db, logger);
const finalPrices = startFinalPriceJob(database.db, logger);
const idempotencyKeys = startIdempotencyKeyJob(database.db, logger);
const webhooks = startWebhookWorker({ db: database.db, logger, allowPrivate: env.webhookAllowPrivate });
const events = await startEventDispatcher(database, { logger, beforeDeliver: () => notifier.drain() });
const appOptions = {
  db: database.db,
  mailer,
  payments,
  escrow: env.escrow,
  events,
  auth: {
    sessionIdleMs: env.sessionIdleMs,
    sessionAbsoluteMs: env.sessionAbsoluteMs,
    appUrl: env.appUrl,
    allowAdminSignup: env.allowAdminSignup,
    production: env.production,
    twoFactorKey: env.twoFactorKey,
    requireTwoFactorRoles: env.requireTwoFactorRoles,
    webhookAllowPrivate: env.webhookAllowPrivate,
  },
  secureCookies: env.production,
  trustProxy: env.trustProxyHops,
  logger,
  allowedOrigins: env.allowedOrigins,
  bodyLimitBytes: env.bodyLimitBytes,
  apiTokenRateLimit: env.apiTokenRateLimit,
  webDist: env.webDist,
  lifecycle,
  metrics: new ServerMetrics({ token: env.metricsToken, pool: database.pool, processMetrics: true }),
};
const app = createApp(appOptions);

const adminNotice = firstAdminNotice(env.production, await adminExists(database.db));
const server = serveApp(
  { fetch: app.fetch, port: env.port, hostname: env.host, envelope: envelopeOptions(appOptions) },
  (info) => {
    logger.info('server.listening', { url: env.appUrl, address: info.address, port: info.port });
    if (adminNotice) logger.info('server.no_admin', { production: env.production });
    void startBanner().then((banner) => stdoutLog(banner));
  },
);

/**
 * The banner comes last in the start log: after the jobs' first rounds (the settlement reminders, then the
 * notifications they and the demo seed raised, mailed to the outbox), with those mails summed up in one line.
 */
async function startBanner(): Promise<string> {
  await settlementReminders.drain();
  await notifier.drain();
  const mails = mailer.endStartPhase();
  const each = env.production ? 'each' : 'each with its text';
  const mailLine = mails > 0 ? `\nDemo seed queued ${mails} mails (mail_outbox; ${each} at LOG_LEVEL=debug)\n` : '';
  return `${mailLine}${demoNotice}EnergyHub is running at ${env.appUrl}\n${adminNotice ? `\n${adminNotice}\n` : ''}`;
}

applyKeepAlive(server);

lifecycle.attach({
  server,
  jobs: [escrowRelease, settlementReminders, finalPrices, idempotencyKeys, webhooks, notifier, resetMail, smsWorker],
  events,
  database,
});
lifecycle.installSignalHandlers();
