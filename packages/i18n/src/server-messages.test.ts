import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SHIPMENT_DECLINE_MESSAGES } from '@energy/domain/actions/registry';
import { AUTH_NOTICES, DENIAL_TEXTS, REQUEST_NOTICES } from '@energy/domain/notices';
import { ADMIN_CONSOLE_MESSAGES } from '@energy/domain/schemas/admin-console';
import { ADMIN_USER_MESSAGES } from '@energy/domain/schemas/admin-user';
import { ANALYTICS_MESSAGES } from '@energy/domain/schemas/analytics';
import { AUTH_MESSAGES, EMAIL_MESSAGES } from '@energy/domain/schemas/auth';
import { API_TOKEN_MESSAGES } from '@energy/domain/api-tokens';
import { IDEMPOTENCY_MESSAGES } from '@energy/domain/idempotency';
import { MONEY_MESSAGES } from '@energy/domain/money-input';
import { BUDGET_MESSAGES } from '@energy/domain/schemas/budget';
import { CONTENT_MESSAGES } from '@energy/domain/schemas/content';
import { SETTLEMENT_MESSAGES, SIGNATURE_MESSAGES } from '@energy/domain/schemas/contract';
import { CONTRACT_PAPER_MESSAGES } from '@energy/domain/schemas/contract-papers';
import { DELIVERED_QUANTITY_MESSAGES } from '@energy/domain/schemas/delivered-quantity';
import { DELIVERY_TERMS_MESSAGES } from '@energy/domain/schemas/delivery-terms';
import { DISPUTE_MESSAGES } from '@energy/domain/schemas/dispute';
import { DOCUMENT_MESSAGES } from '@energy/domain/schemas/document';
import { FEATURE_FLAG_MESSAGES } from '@energy/domain/schemas/feature-flag';
import { FLEET_MESSAGES } from '@energy/domain/schemas/fleet';
import { FULFILMENT_MESSAGES, RECEIPT_MESSAGES } from '@energy/domain/schemas/fulfilment';
import { INVITATION_MESSAGES } from '@energy/domain/schemas/invitation';
import { MEASUREMENT_MESSAGES } from '@energy/domain/schemas/measurement';
import { NOTIFICATION_MESSAGES } from '@energy/domain/schemas/notification';
import { ACCEPT_MESSAGES, FORMULA_MESSAGES, OFFER_MESSAGES } from '@energy/domain/schemas/offer';
import { ORGANIZATION_MESSAGES } from '@energy/domain/schemas/organization';
import { PAGING_MESSAGES } from '@energy/domain/schemas/paging';
import { PRIMITIVE_MESSAGES } from '@energy/domain/schemas/primitives';
import { PRICING_MESSAGES } from '@energy/domain/schemas/pricing';
import { REVIEW_MESSAGES } from '@energy/domain/schemas/review';
import { RFQ_MESSAGES } from '@energy/domain/schemas/rfq';
import { SETTINGS_MESSAGES } from '@energy/domain/schemas/settings';
import { SITE_EVENT_MESSAGES } from '@energy/domain/schemas/site-events';
import { VERIFICATION_MESSAGES } from '@energy/domain/schemas/verification';
import { VOLUME_CORRECTION_MESSAGES } from '@energy/domain/schemas/volume-correction';
import { WEBHOOK_MESSAGES } from '@energy/domain/schemas/webhooks';
import { VCF_MESSAGES } from '@energy/domain/measurement/vcf';
import { TEXT_MESSAGES } from '@energy/domain/text';
import { RECORD_LABELS } from '@energy/domain/entities/registry';
import { describe, expect, it } from 'vitest';
import './all-catalogues';
import { localizeMessage } from './localize';
import { server } from './messages/en/server';

/** Each group of the catalogue's `server` area and the domain constant it copies. */
const COPIES: Record<string, object> = {
  shipmentDecline: SHIPMENT_DECLINE_MESSAGES,
  settings: SETTINGS_MESSAGES,
  verification: VERIFICATION_MESSAGES,
  deliveredQuantity: DELIVERED_QUANTITY_MESSAGES,
  rfq: RFQ_MESSAGES,
  adminConsole: ADMIN_CONSOLE_MESSAGES,
  review: REVIEW_MESSAGES,
  fleet: FLEET_MESSAGES,
  siteEvent: SITE_EVENT_MESSAGES,
  notification: NOTIFICATION_MESSAGES,
  document: DOCUMENT_MESSAGES,
  contractPaper: CONTRACT_PAPER_MESSAGES,
  analytics: ANALYTICS_MESSAGES,
  accept: ACCEPT_MESSAGES,
  offer: OFFER_MESSAGES,
  formula: FORMULA_MESSAGES,
  invitation: INVITATION_MESSAGES,
  auth: AUTH_MESSAGES,
  email: EMAIL_MESSAGES,
  featureFlag: FEATURE_FLAG_MESSAGES,
  adminUser: ADMIN_USER_MESSAGES,
  fulfilment: FULFILMENT_MESSAGES,
  receipt: RECEIPT_MESSAGES,
  measurement: MEASUREMENT_MESSAGES,
  deliveryTerms: DELIVERY_TERMS_MESSAGES,
  settlement: SETTLEMENT_MESSAGES,
  signature: SIGNATURE_MESSAGES,
  content: CONTENT_MESSAGES,
  paging: PAGING_MESSAGES,
  budget: BUDGET_MESSAGES,
  apiToken: API_TOKEN_MESSAGES,
  idempotency: IDEMPOTENCY_MESSAGES,
  money: MONEY_MESSAGES,
  webhook: WEBHOOK_MESSAGES,
  pricing: PRICING_MESSAGES,
  vcf: VCF_MESSAGES,
  volumeCorrection: VOLUME_CORRECTION_MESSAGES,
  dispute: DISPUTE_MESSAGES,
  primitive: PRIMITIVE_MESSAGES,
  organization: ORGANIZATION_MESSAGES,
  text: TEXT_MESSAGES,
  authNotices: AUTH_NOTICES,
  denial: DENIAL_TEXTS,
  request: REQUEST_NOTICES,
};

const textsOf = (messages: object) =>
  Object.fromEntries(Object.entries(messages).filter(([, value]) => typeof value === 'string'));

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [file] : [];
  });
}

/** The English texts the services and rules refuse with, written out where they throw. */
function thrownTexts(): string[] {
  const call =
    /\b(?:conflict|badRequest|forbidden|notFound|unauthenticated|tooManyRequests|unprocessable)\(\s*'([A-Z][^']*)'|new DomainError\(\s*'[a-z_]+',\s*'([A-Z][^']*)'/g;
  const dirs = ['packages/trpc/src', 'packages/domain/src', 'apps/server/src'].map((dir) => path.join(ROOT, dir));
  const found = new Set<string>();
  for (const file of dirs.flatMap(sources))
    for (const match of readFileSync(file, 'utf8').matchAll(call)) found.add(match[1] ?? match[2] ?? '');
  return [...found];
}

describe('server messages in the catalogue', () => {
  it('copies the domain message constants exactly (English)', () => {
    for (const [group, constant] of Object.entries(COPIES)) {
      expect((server as Record<string, object>)[group], group).toEqual(textsOf(constant));
    }
  });

  it('names every record kind as the refusals do (RECORD_LABELS)', () => {
    expect(Object.values(server.records).sort()).toEqual(Object.values(RECORD_LABELS).sort());
  });

  it('holds every refusal a service throws in words (each is translated)', () => {
    const untranslated = thrownTexts().filter((text) =>
      (['es', 'fr', 'de'] as const).every((language) => localizeMessage(text, language) === text),
    );
    expect(untranslated).toEqual([]);
  });
});
