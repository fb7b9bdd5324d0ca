import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EXPORT_CSV_TEXTS, ExportCsvButton } from './ExportCsvButton';

const meta = {
  title: 'Components/DataTable/ExportCsvButton',
  component: ExportCsvButton,
  args: { path: '/api/rfq/rfqs', params: { status: 'published', q: 'diesel', sort: 'closeDate', order: 'asc' } },
} satisfies Meta<typeof ExportCsvButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A filtered RFQ list: the link carries the filter, the search and the sort. */
export const Filtered: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: EXPORT_CSV_TEXTS.button });
    await expect(link).toHaveAttribute('href', '/api/rfq/rfqs.csv?status=published&q=diesel&sort=closeDate&order=asc');
  },
};

/** No filter: the whole list the caller may see. */
export const Unfiltered: Story = {
  args: { path: '/api/payments', params: {}, label: 'Export payments' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Export payments' })).toHaveAttribute(
      'href',
      '/api/payments.csv',
    );
  },
};
