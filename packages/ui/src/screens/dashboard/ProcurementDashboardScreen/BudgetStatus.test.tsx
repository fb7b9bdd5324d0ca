import { formatMoney } from '@energy/domain/money';
import { BUDGET_MESSAGES } from '@energy/domain/schemas/budget-periods';
import { screen, waitFor, within } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { BUDGET_FORM_TEXTS } from '../../../components/procurement/BudgetFormDialog';
import { BUDGET_TEXTS, budgetName } from '../../../components/procurement/budgets';
import { budgetHandlers } from '../../../mocks/budgetHandlers';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { monthlyBudget, refinedQuarterBudget } from '../../../mocks/fixtures/budgets';
import { dashboardHandlers } from '../../../mocks/dashboardHandlers';
import { authHandlers } from '../../../mocks/handlers';
import { fillIn } from '../../../test-utils/fillIn';
import { renderScreen } from '../../../test-utils/render';
import { ProcurementDashboardScreen } from './ProcurementDashboardScreen';

const renderDashboard = (handlers: RequestHandler[], role: keyof typeof sessionUsers = 'buyer') =>
  renderScreen(<ProcurementDashboardScreen />, {
    route: '/dashboard/buyer',
    handlers: [authHandlers.signedInAs(sessionUsers[role]), dashboardHandlers.buyer(), ...handlers],
  });
const panel = async () => within(await screen.findByRole('region', { name: BUDGET_TEXTS.panel }));
const money = (minor: number) => formatMoney(minor, 'NGN');

/** The buyer dashboard's Budget Status. */
describe('Budget Status', () => {
  it("shows each current budget's amount, committed, spent and remaining, and marks one over budget", async () => {
    const over = { ...refinedQuarterBudget, remaining: -1_000_00 };
    renderDashboard([budgetHandlers.list([monthlyBudget, over])]);
    const month = within(await (await panel()).findByRole('article', { name: budgetName(monthlyBudget) }));
    expect(month.getByText(money(monthlyBudget.amount))).toBeInTheDocument();
    expect(month.getByText(money(monthlyBudget.committed))).toBeInTheDocument();
    expect(month.getByText(money(monthlyBudget.spent))).toBeInTheDocument();
    expect(month.getByText(money(monthlyBudget.remaining))).toBeInTheDocument();
    expect(month.queryByText(BUDGET_TEXTS.overBudget)).not.toBeInTheDocument();
    const quarter = within((await panel()).getByRole('article', { name: budgetName(over) }));
    expect(quarter.getByText(BUDGET_TEXTS.overBudget)).toBeInTheDocument();
    expect(quarter.getByText(money(-1_000_00))).toBeInTheDocument();
  });

  it('speaks French: the panel, the budgets named by their French period, the over-budget badge', async () => {
    const over = { ...refinedQuarterBudget, remaining: -1_000_00 };
    renderScreen(<ProcurementDashboardScreen />, {
      route: '/dashboard/buyer',
      language: 'fr',
      handlers: [
        authHandlers.signedInAs(sessionUsers.buyer),
        dashboardHandlers.buyer(),
        budgetHandlers.list([monthlyBudget, over]),
      ],
    });
    const region = within(await screen.findByRole('region', { name: 'État du budget' }, { timeout: 10_000 }));
    const quarter = `T${over.period.slice(6)} ${over.period.slice(0, 4)}, Produits raffinés`;
    const article = within(await region.findByRole('article', { name: quarter }));
    expect(article.getByText('Budget dépassé')).toBeInTheDocument();
    expect(article.getByRole('button', { name: `Modifier le budget ${quarter}` })).toBeInTheDocument();
    const month = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${monthlyBudget.periodStart}T12:00:00Z`),
    );
    expect(region.getByRole('article', { name: `${month}, tous les types de produit` })).toBeInTheDocument();
    expect(region.getByRole('button', { name: 'Définir un budget' })).toBeInTheDocument();
    expect(screen.queryByText(BUDGET_TEXTS.panel)).not.toBeInTheDocument();
  });

  it('says no budget is set, and offers Set Budget to buyers and finance only', async () => {
    const buyer = renderDashboard([budgetHandlers.list([])]);
    expect(await (await panel()).findByText(BUDGET_TEXTS.empty)).toBeInTheDocument();
    expect((await panel()).getByRole('button', { name: BUDGET_TEXTS.setBudget })).toBeInTheDocument();
    buyer.unmount();
    renderDashboard([budgetHandlers.list([{ ...monthlyBudget, allowedActions: [] }])], 'admin');
    expect(await (await panel()).findByText(monthlyBudget.organizationName)).toBeInTheDocument();
    expect((await panel()).queryByRole('button', { name: BUDGET_TEXTS.setBudget })).not.toBeInTheDocument();
    expect((await panel()).queryByRole('button', { name: /^Edit budget/ })).not.toBeInTheDocument();
  });

  it('shows the loading text and the failure', async () => {
    const loading = renderDashboard([budgetHandlers.listLoading()]);
    expect(await (await panel()).findByText(BUDGET_TEXTS.loading)).toBeInTheDocument();
    loading.unmount();
    renderDashboard([budgetHandlers.listFails()]);
    expect(await (await panel()).findByText(BUDGET_TEXTS.failed)).toBeInTheDocument();
  });

  it('sets a budget for a quarter and a product type, in minor units', async () => {
    const sent: unknown[] = [];
    const { user } = renderDashboard([budgetHandlers.list([]), budgetHandlers.createSucceeds(sent)]);
    await user.click(await (await panel()).findByRole('button', { name: BUDGET_TEXTS.setBudget }));
    const form = within(await screen.findByRole('dialog', { name: BUDGET_FORM_TEXTS.createTitle }));
    await user.click(form.getByRole('button', { name: 'Save Budget' }));
    expect(await form.findByText(BUDGET_MESSAGES.amountRequired)).toBeInTheDocument();
    await user.click(form.getByRole('combobox', { name: 'Period Type' }));
    await user.click(await screen.findByRole('option', { name: 'Quarter' }));
    await user.click(form.getByRole('combobox', { name: 'Product Type' }));
    await user.click(await screen.findByRole('option', { name: 'Refined Products' }));
    fillIn(form.getByRole('textbox', { name: /^Amount/ }), '1250000.50');
    await user.click(form.getByRole('button', { name: 'Save Budget' }));
    expect(await screen.findByText(BUDGET_FORM_TEXTS.saved)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ productType: 'refined-products', amount: 125_000_050, currency: 'NGN' });
    expect((sent[0] as { period: string }).period).toMatch(/^\d{4}-Q[1-4]$/);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: BUDGET_FORM_TEXTS.createTitle })).not.toBeInTheDocument(),
    );
  });

  it("changes a budget's amount from its edit button", async () => {
    const sent: unknown[] = [];
    const { user } = renderDashboard([budgetHandlers.list(), budgetHandlers.updateSucceeds(sent)]);
    await user.click(
      await (await panel()).findByRole('button', { name: BUDGET_TEXTS.editBudget(budgetName(monthlyBudget)) }),
    );
    const form = within(await screen.findByRole('dialog', { name: BUDGET_FORM_TEXTS.editTitle }));
    expect(form.getByRole('textbox', { name: /^Amount/ })).toHaveValue('250,000,000.00');
    fillIn(form.getByRole('textbox', { name: /^Amount/ }), '300000000');
    await user.click(form.getByRole('button', { name: 'Save Budget' }));
    expect(await screen.findByText(BUDGET_FORM_TEXTS.saved)).toBeInTheDocument();
    expect(sent[0]).toEqual({ id: monthlyBudget.id, amount: 30_000_000_000 });
  });
});
