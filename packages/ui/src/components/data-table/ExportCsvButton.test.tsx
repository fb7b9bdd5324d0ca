import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '../../i18n/LanguageProvider';
import { EXPORT_CSV_TEXTS, ExportCsvButton, exportCsvHref } from './ExportCsvButton';

describe('ExportCsvButton', () => {
  it("links to the list's CSV with the current filter, search and sort, as a download", () => {
    render(
      <MantineProvider>
        <LanguageProvider language="en">
          <ExportCsvButton
            path="/api/rfq/rfqs"
            params={{ status: 'published', q: 'Diesel & AGO', sort: 'closeDate', order: 'asc' }}
          />
        </LanguageProvider>
      </MantineProvider>,
    );
    const link = screen.getByRole('link', { name: EXPORT_CSV_TEXTS.button });
    const href = new URL(link.getAttribute('href') ?? '', 'http://app.test');
    expect(href.pathname).toBe('/api/rfq/rfqs.csv');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      status: 'published',
      q: 'Diesel & AGO',
      sort: 'closeDate',
      order: 'asc',
    });
    expect(link).toHaveAttribute('download');
  });

  it('leaves out empty filters and the paging fields, which the export ignores', () => {
    expect(
      exportCsvHref('/api/orders', {
        status: undefined,
        q: '',
        limit: 50,
        cursor: 'abc.def',
        direction: 'forward',
        sort: 'createdAt',
      }),
    ).toBe('/api/orders.csv?sort=createdAt');
    expect(exportCsvHref('/api/payments')).toBe('/api/payments.csv');
    expect(exportCsvHref('/api/offers', { isCounterOffer: true })).toBe('/api/offers.csv?isCounterOffer=true');
  });

  it('takes another label', () => {
    render(
      <MantineProvider>
        <ExportCsvButton path="/api/contracts" label="Export contracts" />
      </MantineProvider>,
    );
    expect(screen.getByRole('link', { name: 'Export contracts' })).toHaveAttribute('href', '/api/contracts.csv');
  });
});
