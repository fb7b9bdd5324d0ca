import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test-utils/render';
import { SignatureView } from './SignatureView';

describe('SignatureView', () => {
  it("names the signature in the page's language", async () => {
    renderScreen(<SignatureView kind="drawn" signerName="Ada Obi" drawing={{ strokes: [[[10, 10]]] }} />, {
      language: 'fr',
    });
    expect(await screen.findByRole('img', { name: 'Signature de Ada Obi' }, { timeout: 10_000 })).toBeInTheDocument();
  });

  it('names it in English as before', async () => {
    renderScreen(<SignatureView kind="typed" signerName="Ada Obi" />);
    expect(await screen.findByLabelText('Signature of Ada Obi')).toHaveTextContent('Ada Obi');
  });
});
