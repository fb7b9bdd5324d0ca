import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { demurrageSettlements } from '../../../mocks/fixtures/demurrage';
import { contracts } from '../../../mocks/fixtures/procurement';
import { authHandlers } from '../../../mocks/handlers';
import { contractHandlers } from '../../../mocks/procurementHandlers';
import { renderScreen } from '../../../test-utils/render';
import { FIRST_LOAD } from '../../../test-utils/waits';
import { ContractSettlementsTab } from './ContractSettlementsTab';

const renderTab = (language?: 'fr') =>
  renderScreen(<ContractSettlementsTab contract={contracts.signed} />, {
    route: '/contracts',
    language,
    handlers: [authHandlers.signedInAs(sessionUsers.buyer), contractHandlers.settlements(demurrageSettlements)],
  });

describe("a contract's demurrage line", () => {
  it('shows its type, its amount and that it is payable to the carrier', async () => {
    renderTab();
    const note = await screen.findByText('Payable to the carrier', undefined, FIRST_LOAD);
    const row = within(note.closest('tr') as HTMLElement);
    // Its type and its description.
    expect(row.getAllByText('Demurrage')).toHaveLength(2);
    expect(row.getByText('₦37,500.00')).toBeInTheDocument();
    // The price's settlements name no other payee.
    expect(screen.getAllByText('Payable to the carrier')).toHaveLength(1);
  });

  it('speaks French', async () => {
    renderTab('fr');
    expect(await screen.findByText('À payer au transporteur', undefined, FIRST_LOAD)).toBeInTheDocument();
    expect(screen.getByText('Surestaries')).toBeInTheDocument();
  });
});
