import { FEATURE_FLAGS } from '@energy/domain/schemas/feature-flag';
import { count } from 'drizzle-orm';
import type { Database } from '../client';
import { contentItems, featureFlags } from '../schema/admin-platform';

/**
 * Feature flags in every state: the two that gate real features are on for everyone (so the demo accounts
 * keep them), one is rolled out to half the users, one is off.
 */
export const DEMO_FEATURE_FLAGS = [
  {
    name: FEATURE_FLAGS.liveJobTracking,
    description: 'Live Job Tracking refreshes itself every 30 seconds.',
    isEnabled: true,
    rolloutPercentage: 100,
  },
  {
    name: FEATURE_FLAGS.csvExport,
    description: 'Lists offer Export CSV; the server serves the .csv downloads.',
    isEnabled: true,
    rolloutPercentage: 100,
  },
  {
    name: 'rfq-templates-beta',
    description: 'Beta of saved RFQ templates, for half of the users. Gates nothing in this release.',
    isEnabled: true,
    rolloutPercentage: 50,
  },
  {
    name: 'sms-alerts',
    description: 'SMS delivery of high-priority alerts. Off until an SMS provider is contracted.',
    isEnabled: false,
    rolloutPercentage: 0,
  },
] as const;

/** Content in every status and of every type; the published ones show on dashboards and /help. */
export const DEMO_CONTENT = [
  {
    type: 'announcement',
    status: 'published',
    title: 'Scheduled maintenance on Saturday',
    content:
      'The platform will be unavailable on Saturday from 02:00 to 03:00 UTC while we upgrade the database. Open RFQs keep their close dates.',
  },
  {
    type: 'announcement',
    status: 'draft',
    title: 'New delivery slot booking',
    content: 'Suppliers will soon be able to book delivery slots directly from an order.',
  },
  {
    type: 'help_article',
    status: 'published',
    title: 'How to raise an RFQ',
    content:
      'Open RFQs, choose New RFQ, describe the product, quantity and delivery window, and publish it. Suppliers can quote until the close date.',
  },
  {
    type: 'faq',
    status: 'published',
    title: 'When is escrow released?',
    content:
      'Escrow is released to the supplier when the inspection period after proof of delivery ends, or earlier when the buyer confirms receipt.',
  },
  {
    type: 'policy',
    status: 'published',
    title: 'Acceptable use policy',
    content:
      'Use the platform for genuine energy trading and logistics only. Misrepresenting quantities, prices or credentials leads to suspension.',
  },
  {
    type: 'terms',
    status: 'published',
    title: 'Terms of service',
    content:
      'By creating an account you agree to trade in good faith, to keep your organization details accurate, and that contracts formed on the platform bind the parties who sign them.',
  },
  {
    type: 'news',
    status: 'review',
    title: 'Quarterly market report',
    content: 'Diesel volumes traded on the platform rose this quarter; the full report follows.',
  },
  {
    type: 'help_article',
    status: 'archived',
    title: 'Using the old offer screen',
    content: 'This article described the offer screen before counter-offers were introduced.',
  },
] as const;

/** Adds the flags that are missing (by name) and, on a database without content, the demo content. */
export async function seedAdminPlatform(db: Database): Promise<void> {
  await db
    .insert(featureFlags)
    .values([...DEMO_FEATURE_FLAGS])
    .onConflictDoNothing();
  const [existing] = await db.select({ n: count() }).from(contentItems);
  if ((existing?.n ?? 0) === 0) await db.insert(contentItems).values([...DEMO_CONTENT]);
}
