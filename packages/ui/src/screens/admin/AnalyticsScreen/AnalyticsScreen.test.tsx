import { en } from '@energy/i18n/messages/en/screens';
import { ANALYTICS_MESSAGES } from '@energy/domain/schemas/analytics';
import { screen, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { analyticsHandlers } from '../../../mocks/adminPlatformHandlers';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { emptyAnalytics } from '../../../mocks/fixtures/adminPlatform';
import { authHandlers, serverError, trpcMsw } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { AnalyticsScreen } from './AnalyticsScreen';

const ANALYTICS_TEXTS = en.admin.analytics;

const renderAnalytics = (handlers: RequestHandler[] = [analyticsHandlers.funnel()]) =>
  renderScreen(<AnalyticsScreen />, {
    route: '/admin/analytics',
    handlers: [authHandlers.signedInAs(sessionUsers.admin), ...handlers],
  });

describe('AnalyticsScreen', () => {
  it('asks for 30 days by default and for the range chosen', async () => {
    const ranges: unknown[] = [];
    const recording = trpcMsw.analytics.funnel.query(({ input }) => {
      ranges.push(input?.timeRange);
      return { ...emptyAnalytics, timeRange: input?.timeRange ?? '30d' };
    });
    const { user } = renderAnalytics([recording]);
    await screen.findByRole('tab', { name: ANALYTICS_TEXTS.tabs.overview });
    expect(ranges).toEqual(['30d']);
    await user.click(screen.getByRole('combobox', { name: ANALYTICS_TEXTS.timeRange }));
    await user.click(await screen.findByRole('option', { name: 'Last 90 days' }));
    await screen.findByRole('tab', { name: ANALYTICS_TEXTS.tabs.overview });
    expect(ranges).toContain('90d');
  });

  it('shows the funnel in stage order with rates and the overall conversion', async () => {
    const { user } = renderAnalytics();
    await user.click(await screen.findByRole('tab', { name: ANALYTICS_TEXTS.tabs.funnel }));
    const stages = within(await screen.findByRole('list', { name: 'Funnel stages' })).getAllByRole('listitem');
    expect(stages.map((stage) => stage.getAttribute('aria-label'))).toEqual([
      'RFQ creation',
      'Quote response',
      'Quote acceptance',
      'Contract signing',
      'Order allocation',
      'Tender process',
      'POD confirmation',
      'Settlement',
    ]);
    expect(within(stages[1] as HTMLElement).getByText('22 · 84.6% of previous')).toBeInTheDocument();
    expect(screen.getByLabelText('Overall conversion')).toHaveTextContent('19.2%');
  });

  it('colors the SLA cards by status and lists the alerts', async () => {
    const { user } = renderAnalytics();
    await user.click(await screen.findByRole('tab', { name: ANALYTICS_TEXTS.tabs.sla }));
    expect(within(await screen.findByLabelText('Avg Tender Accept Time')).getByText('Warning')).toBeInTheDocument();
    expect(within(screen.getByLabelText('On-Time Delivery')).getByText('Critical')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Avg Demurrage')).getByText('Good')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Real-time Alerts/ }));
    expect(await screen.findByText('2 settlement(s) past their due date')).toBeInTheDocument();
    expect(screen.getByText('Pending reviews')).toBeInTheDocument();
    expect(screen.getByText('3 KYB/KYC review(s) waiting for a decision')).toBeInTheDocument();
  });

  it('speaks French on the SLA cards and the alerts: units, decimals and counts', async () => {
    const { user } = renderScreen(<AnalyticsScreen />, {
      route: '/admin/analytics',
      language: 'fr',
      handlers: [authHandlers.signedInAs(sessionUsers.admin), analyticsHandlers.funnel()],
    });
    await user.click(await screen.findByRole('tab', { name: 'Respect des SLA' }, { timeout: 10_000 }));
    expect(within(await screen.findByLabelText('Surestaries moyennes')).getByText('42,5 min')).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Délai moyen d’acceptation des appels d’offres')).getByText('10 h'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /Alertes en temps réel/ }));
    expect(await screen.findByText('2 règlements ont dépassé leur échéance')).toBeInTheDocument();
    expect(screen.getByText('3 vérifications KYB/KYC attendent une décision')).toBeInTheDocument();
    expect(screen.queryByText(/settlement\(s\)/)).not.toBeInTheDocument();
  });

  it('says when there are no alerts and no data', async () => {
    const { user } = renderAnalytics([analyticsHandlers.funnel(emptyAnalytics)]);
    expect(await screen.findByText('No RFQs, contracts or settlements in this range.')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: ANALYTICS_TEXTS.tabs.alerts }));
    expect(await screen.findByText(ANALYTICS_MESSAGES.noAlerts)).toBeInTheDocument();
  });

  it('shows the load failure with Retry, which asks again', async () => {
    let calls = 0;
    const failing = trpcMsw.analytics.funnel.query(() => {
      calls += 1;
      throw serverError('INTERNAL_SERVER_ERROR', 'The server is unavailable');
    });
    const { user } = renderAnalytics([failing]);
    expect(await screen.findByText(ANALYTICS_MESSAGES.loadFailed)).toBeInTheDocument();
    const before = calls;
    await user.click(screen.getByRole('button', { name: ANALYTICS_TEXTS.retry }));
    await expect.poll(() => calls).toBeGreaterThan(before);
  });
});
