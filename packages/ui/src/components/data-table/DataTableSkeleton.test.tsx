import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test-utils/render';
import { DataTableSkeleton } from './DataTableSkeleton';

describe('the loading rows of a list', () => {
  it('hold still: pulsing, they repainted every frame while a page started (theme.ts)', () => {
    renderScreen(<DataTableSkeleton loadingText="Loading RFQs..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading RFQs...');
    const rows = screen.getAllByTestId('skeleton-row');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).not.toHaveAttribute('data-animate');
  });
});
