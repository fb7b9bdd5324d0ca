import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test-utils/render';
import { CountBadge, countLabel } from './CountBadge';

describe('CountBadge', () => {
  it('writes counts up to 99 in full and 99+ above, with the exact count as its title', async () => {
    expect([0, 7, 99, 100, 121, 184].map(countLabel)).toEqual(['0', '7', '99', '99+', '99+', '99+']);
    renderScreen(
      <>
        <CountBadge count={42} />
        <CountBadge count={184} />
      </>,
      { route: '/', handlers: [] },
    );
    expect(await screen.findByText('42')).toBeInTheDocument();
    expect(screen.getByTitle('184')).toHaveTextContent('99+');
    expect(screen.queryByText('184')).not.toBeInTheDocument();
  });
});
