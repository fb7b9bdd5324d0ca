import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test-utils/render';
import { NotFoundScreen } from './NotFoundScreen';

describe('NotFoundScreen', () => {
  it('says the page was not found and leads back to the dashboard', async () => {
    const { user } = renderScreen(<NotFoundScreen />, { route: '/no-such-page' });
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Return to Dashboard' }));
    expect(await screen.findByText('Navigated to /')).toBeInTheDocument();
  });
});
