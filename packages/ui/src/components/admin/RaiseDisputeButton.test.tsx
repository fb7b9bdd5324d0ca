import { en } from '@energy/i18n/messages/en/screens';
import { DISPUTE_MESSAGES } from '@energy/domain/schemas/dispute';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { disputeFixtures } from '../../mocks/fixtures/admin';
import { sessionUsers } from '../../mocks/fixtures/auth';
import { authHandlers, trpcMsw } from '../../mocks/handlers';
import { renderScreen } from '../../test-utils/render';
import { RaiseDisputeButton } from './RaiseDisputeButton';

const RAISE_DISPUTE_TEXTS = en.admin.raiseDispute;

const ID = '8b2c0000-0000-4000-8000-000000000001';
const button = <RaiseDisputeButton relatedEntityType="shipment" relatedEntityId={ID} label="SHP-2026-000004" />;

describe('RaiseDisputeButton', () => {
  it('raises a dispute with category, priority and a required description', async () => {
    const sent: unknown[] = [];
    const raise = trpcMsw.dispute.raise.mutation(({ input }) => {
      sent.push(input);
      return { ...disputeFixtures.open, allowedActions: [] };
    });
    const { user } = renderScreen(button, { handlers: [authHandlers.signedInAs(sessionUsers.buyer), raise] });
    await user.click(await screen.findByRole('button', { name: 'Raise dispute on SHP-2026-000004' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: RAISE_DISPUTE_TEXTS.submit }));
    expect(dialog.getByText(DISPUTE_MESSAGES.descriptionRequired)).toBeInTheDocument();
    await user.type(dialog.getByLabelText(/Description/), 'Short by 200 litres');
    await user.click(dialog.getByRole('button', { name: RAISE_DISPUTE_TEXTS.submit }));
    expect(await screen.findByText(DISPUTE_MESSAGES.raised)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        relatedEntityType: 'shipment',
        relatedEntityId: ID,
        category: 'delivery',
        priority: 'medium',
        description: 'Short by 200 litres',
      },
    ]);
  });

  it('is not offered to an admin, who decides disputes instead', async () => {
    renderScreen(
      <>
        <span>ready</span>
        {button}
      </>,
      { handlers: [authHandlers.signedInAs(sessionUsers.admin)] },
    );
    await screen.findByText('ready');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Raise dispute/ })).toBeNull();
  });
});
