import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test-utils/render';
import { COMING_SOON_TEXT, ComingSoonScreen } from './ComingSoonScreen';

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
});
