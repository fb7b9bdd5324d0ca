import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { termsContract } from '../../../mocks/fixtures/deliveryTerms';
import { contracts, type ContractFixture } from '../../../mocks/fixtures/procurement';
import { authHandlers } from '../../../mocks/handlers';
import { renderScreen } from '../../../test-utils/render';
import { FIRST_LOAD } from '../../../test-utils/waits';
import { ContractDetailModal } from './ContractDetailModal';

const renderContract = (contract: ContractFixture, language?: 'de') =>
  renderScreen(<ContractDetailModal contract={contract} onClose={() => undefined} />, {
    route: '/contracts',
    language,
    handlers: [authHandlers.signedInAs(sessionUsers.buyer)],
  });

const termFact = (label: string) => within(screen.getByText(label).parentElement as HTMLElement);

describe("a contract's delivery terms", () => {
  it('shows the terms the offer and the RFQ agreed, only the ones left at their defaults marked', async () => {
    renderContract(termsContract);
    expect(await screen.findByRole('heading', { name: 'Delivery terms' }, FIRST_LOAD)).toBeInTheDocument();
    expect(termFact('Quantity tolerance').getByText('± 2 %')).toBeInTheDocument();
    expect(termFact('Allowed transit loss').getByText('0.5 %')).toBeInTheDocument();
    expect(termFact('Free time at the delivery site').getByText('1 h')).toBeInTheDocument();
    expect(termFact('Demurrage rate').getByText('₦250.00 per hour')).toBeInTheDocument();
    // Only the basis is the default.
    expect(termFact('Quantity settled on').getByText('default')).toBeInTheDocument();
    expect(screen.getAllByText('default')).toHaveLength(1);
  });

  it('marks every term of a contract on the defaults, in German too', async () => {
    renderContract(contracts.signed, 'de');
    expect(await screen.findByRole('heading', { name: 'Lieferbedingungen' }, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getAllByText('Standard')).toHaveLength(5);
    expect(screen.getByText('Keiner vereinbart')).toBeInTheDocument();
  });
});
