import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { authHandlers } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { COMING_SOON_TEXT, ComingSoonScreen, LANDING_TEXTS } from './ComingSoonScreen';

describe('ComingSoonScreen', () => {
  it.each([
    ['/dashboard/buyer', 'Procurement Dashboard'],
    ['/rfq', 'RFQ Management'],
    ['/fleet/jobs', 'Live Job Tracking'],
    ['/fleet/vehicles/42', 'Vehicle Details'],
    ['/admin/kyb-kyc-reviews', 'KYB/KYC Review Queue'],
  ])('titles %s as "%s" from the route table and says it is coming later', (route, title) => {
    renderScreen(<ComingSoonScreen />, { route });
    expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(COMING_SOON_TEXT)).toBeInTheDocument();
  });

  it('links a role\'s landing page to its working screens only, instead of only "coming later"', async () => {
    const working = ['/payments', '/settlements', '/orders', '/contracts', '/settings'];
    renderScreen(<ComingSoonScreen workingPaths={working} />, {
      route: '/dashboard/finance',
      handlers: [authHandlers.signedInAs(sessionUsers.finance)],
    });
    const section = await screen.findByRole('region', { name: LANDING_TEXTS.workingScreens });
    expect(screen.getByRole('heading', { name: 'Finance Portal' })).toBeInTheDocument();
    const links = Array.from(section.querySelectorAll('a')).map((link) => [
      link.textContent,
      link.getAttribute('href'),
    ]);
    expect(links).toEqual([
      ['Payments', '/payments'],
      ['Settlements', '/settlements'],
      ['Orders', '/orders'],
      ['Contracts', '/contracts'],
      ['Settings', '/settings'],
    ]);
    expect(screen.queryByText(COMING_SOON_TEXT)).not.toBeInTheDocument();
  });

  it("links the admin's landing page /admin to the admin's working screens", async () => {
    renderScreen(<ComingSoonScreen workingPaths={['/rfq', '/offers', '/documents-not-built']} />, {
      route: '/admin',
      handlers: [authHandlers.signedInAs(sessionUsers.admin)],
    });
    const section = await screen.findByRole('region', { name: LANDING_TEXTS.workingScreens });
    expect(Array.from(section.querySelectorAll('a')).map((link) => link.textContent)).toEqual([
      'RFQ & Quotes',
      'Offers',
    ]);
  });

  it('keeps other coming-soon pages plain, even with working screens known', async () => {
    renderScreen(<ComingSoonScreen workingPaths={['/rfq']} />, {
      route: '/documents',
      handlers: [authHandlers.signedInAs(sessionUsers.buyer)],
    });
    expect(await screen.findByText(COMING_SOON_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: LANDING_TEXTS.workingScreens })).not.toBeInTheDocument();
  });
});
