import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { gasoilBasis, formulaOffer } from '../../mocks/fixtures/formulaPricing';
import { renderScreen } from '../../test-utils/render';
import { FormulaText, type TFormulaPricing } from './FormulaText';

const pricing = formulaOffer.pricing as TFormulaPricing;

describe('FormulaText', () => {
  it('words the formula and its computation through the density and the rate, in the RFQ’s unit', async () => {
    renderScreen(<FormulaText pricing={pricing} currency="NGN" measure="l" basis={gasoilBasis} />, { handlers: [] });
    expect(
      await screen.findByText(
        'Gasoil 0.1% CIF NWE (GO-CIF-NWE), average of 5 quotes from the delivery date, − 2.00 NGN/l',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'average 513.00 USD/t, at 845 kg/m³ and 1,500.00 NGN/USD = 650.2275 NGN/l, − 2.00 = 648.2275 NGN/l',
      ),
    ).toBeInTheDocument();
  });

  it('words a positive differential, a day and a month, and an average around the delivery date', async () => {
    const usd = { ...pricing, differential: 125_000 };
    renderScreen(
      <>
        <FormulaText pricing={usd} currency="USD" measure="t" />
        <FormulaText pricing={{ ...usd, period: { kind: 'day', date: '2026-12-14' } }} currency="USD" measure="t" />
        <FormulaText pricing={{ ...usd, period: { kind: 'month', month: '2027-01' } }} currency="USD" measure="t" />
        <FormulaText
          pricing={{ ...usd, period: { kind: 'average', anchor: 'delivery', daysBefore: 2, daysAfter: 2 } }}
          currency="USD"
          measure="t"
        />
      </>,
      { handlers: [] },
    );
    expect(
      await screen.findByText(
        'Gasoil 0.1% CIF NWE (GO-CIF-NWE), average of 5 quotes from the delivery date, + 12.50 USD/t',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Gasoil 0.1% CIF NWE (GO-CIF-NWE), quote of Dec 14, 2026, + 12.50 USD/t'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Gasoil 0.1% CIF NWE (GO-CIF-NWE), average of January 2027, + 12.50 USD/t'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Gasoil 0.1% CIF NWE (GO-CIF-NWE), average of 5 quotes from 2 days before the delivery date, + 12.50 USD/t',
      ),
    ).toBeInTheDocument();
  });

  it('speaks the user’s language', async () => {
    renderScreen(<FormulaText pricing={pricing} currency="NGN" measure="l" basis={gasoilBasis} />, {
      handlers: [],
      language: 'fr',
    });
    expect(
      await screen.findByText(
        'Gasoil 0.1% CIF NWE (GO-CIF-NWE), moyenne de 5 cotations à partir de la date de livraison, − 2,00 NGN/l',
      ),
    ).toBeInTheDocument();
  });
});
