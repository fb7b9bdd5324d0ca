import { screen } from '@testing-library/react';

/** A column header by its title, whether sortable (mantine-datatable makes those buttons) or not. */
export const columnHeader = (title: string): HTMLElement => screen.getByText(title, { selector: 'th, th *' });
