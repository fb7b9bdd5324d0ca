import { PRODUCT_TYPE_LABELS } from '@energy/domain/constants';
import { MACHINES } from '@energy/domain/entities/registry';
import { ROLE_DISPLAY_NAMES, ROLE_LABELS } from '@energy/domain/roles';
import { SECURITY_ALERT_LABELS } from '@energy/domain/schemas/admin-console';
import { FUNNEL_STAGE_LABELS, TIME_RANGE_LABELS } from '@energy/domain/schemas/analytics';
import { CONTENT_STATUSES, CONTENT_TYPE_LABELS } from '@energy/domain/schemas/content';
import { DOCUMENT_CATEGORY_LABELS, DOCUMENT_STATUSES } from '@energy/domain/schemas/document';
import { PAYMENT_METHOD_LABELS } from '@energy/domain/schemas/offer';
import { REVIEW_TYPE_LABELS } from '@energy/domain/schemas/review';
import { SETTLEMENT_STATUSES } from '@energy/domain/constants';
import { en } from '@energy/i18n/messages/en/screens';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from '../components/StatusBadge';
import { renderScreen } from '../test-utils/render';
import { statusLabel } from './labels';

/** The states every machine can be in. */
const MACHINE_STATES = new Set(
  Object.values(MACHINES).flatMap((machine) =>
    Object.entries(machine.transitions as Record<string, readonly string[]>).flatMap(([from, to]) => [from, ...to]),
  ),
);

/** The badge's English reading before the catalogue: capitalised, with its three special words. */
const capitalised = (status: string): string => status.charAt(0).toUpperCase() + status.slice(1).replace(/[_-]/g, ' ');

describe('labels', () => {
  it('names every state of every machine and every record status', () => {
    const known = Object.keys(en.labels.status);
    const wanted = [...MACHINE_STATES, ...DOCUMENT_STATUSES, ...CONTENT_STATUSES, ...SETTLEMENT_STATUSES];
    expect(wanted.filter((status) => !known.includes(status))).toEqual([]);
  });

  it('reads in English exactly as the badges and the domain maps did', () => {
    const special: Record<string, string> = {
      pod_confirmed: 'POD Confirmed',
      in_transit: 'In Transit',
      awaiting_confirmation: 'Awaiting payee confirmation',
    };
    for (const [status, text] of Object.entries(en.labels.status))
      expect(text).toBe(special[status] ?? capitalised(status));
    expect(statusLabel('some_new-state')).toBe('Some new state');
    expect(en.labels.role).toEqual(ROLE_LABELS);
    expect(en.labels.roleDisplay).toEqual(ROLE_DISPLAY_NAMES);
    expect(en.labels.productType).toEqual(PRODUCT_TYPE_LABELS);
    expect(en.labels.documentCategory).toEqual(DOCUMENT_CATEGORY_LABELS);
    expect(en.labels.paymentMethod).toEqual(PAYMENT_METHOD_LABELS);
    expect(en.labels.contentType).toEqual(CONTENT_TYPE_LABELS);
    expect(en.labels.reviewType).toEqual(REVIEW_TYPE_LABELS);
    expect(en.labels.timeRange).toEqual(TIME_RANGE_LABELS);
    expect(en.labels.funnelStage).toEqual(FUNNEL_STAGE_LABELS);
    expect(en.labels.securityAlert).toEqual(SECURITY_ALERT_LABELS);
  });

  it('shows a status badge in the page language', async () => {
    renderScreen(
      <>
        <StatusBadge status="in_transit" />
        <StatusBadge status="some_new_state" />
      </>,
      { language: 'fr' },
    );
    expect(await screen.findByText('En transit')).toBeInTheDocument();
    expect(screen.getByText('Some new state')).toBeInTheDocument();
  });
});
