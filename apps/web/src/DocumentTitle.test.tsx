import { act, render, waitFor } from '@testing-library/react';
import { renderScreen } from '@energy/ui/test-utils/render';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DocumentTitle } from './DocumentTitle';

describe('the browser title', () => {
  it("is the route's title and the product's name, set again on every navigation", async () => {
    let navigate: NavigateFunction | undefined;
    const Navigator = () => {
      navigate = useNavigate();
      return null;
    };
    render(
      <MemoryRouter initialEntries={['/rfq']}>
        <Navigator />
        <DocumentTitle />
      </MemoryRouter>,
    );
    expect(document.title).toBe('RFQ Management · EnergyHub');
    for (const [path, title] of [
      ['/notifications', 'Notifications · EnergyHub'],
      ['/fleet/jobs', 'Live Job Tracking · EnergyHub'],
      ['/rfq/5d0c4e1a-0000-4000-8000-000000000001', 'RFQ Details · EnergyHub'],
      ['/no/such/page', 'EnergyHub'],
    ] as const) {
      await act(() => navigate?.(path));
      expect(document.title).toBe(title);
    }
  });

  it("speaks the page's language", async () => {
    renderScreen(<DocumentTitle />, { route: '/fleet/jobs', language: 'de' });
    await waitFor(() => expect(document.title).toBe('Live-Auftragsverfolgung · EnergyHub'), { timeout: 10_000 });
  });
});
