import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyScreen } from '../../test-utils/storyParameters';
import { DataTableDemo, DEMO_TANKERS } from './DataTableDemo';

const meta = {
  title: 'Components/DataTable',
  component: DataTableDemo,
  parameters: storyScreen({ route: '/tankers' }),
} satisfies Meta<typeof DataTableDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rows, a sortable Name column, search and a status filter; Cancel only where allowedActions lists it. */
export const Default: Story = {};

/** Skeleton rows while the first page loads. */
export const Loading: Story = { args: { isPending: true } };

/** Nothing to list yet. */
export const Empty: Story = { args: { rows: [] } };

/** A search that matches nothing: the way out is Clear filters. */
export const FilterEmpty: Story = {
  args: { rows: [] },
  parameters: storyScreen({ route: '/tankers?q=zulu&status=cancelled' }),
};

export const Error: Story = { args: { error: { message: 'The server is unavailable. Try again shortly.' } } };

/** More rows on the server than loaded: "Showing 3 of 120" and Load more. */
export const MorePages: Story = { args: { total: 120 } };

/** Sorted by name, descending, from a shared link. */
export const SortedFromLink: Story = { parameters: storyScreen({ route: '/tankers?sort=name&order=desc' }) };

/** Phones: each row is a card with its actions at the top. */
export const Phone: Story = { args: { layout: 'cards', rows: DEMO_TANKERS } };
