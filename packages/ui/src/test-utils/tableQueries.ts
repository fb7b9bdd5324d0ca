import { vi } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeMediaQueryList } from './mediaQuery';

/** A column header by its title, whether sortable (mantine-datatable makes those buttons) or not. */
export const columnHeader = (title: string): HTMLElement => screen.getByText(title, { selector: 'th, th *' });

/** Answers every width query as a 390 px phone would (the empty query matches, as in browsers). */
export function emulatePhone(): void {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    fakeMediaQueryList(query, query.trim() === '' || query.includes('max-width')),
  );
}
