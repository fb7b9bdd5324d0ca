import { en } from '@energy/i18n/messages/en/screens';
import { ANALYTICS_MESSAGES } from '@energy/domain/schemas/analytics';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ProtectedRoute } from '../../../layout/ProtectedRoute/ProtectedRoute';
import { analyticsHandlers } from '../../../mocks/adminPlatformHandlers';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { emptyAnalytics } from '../../../mocks/fixtures/adminPlatform';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { AnalyticsScreen } from './AnalyticsScreen';

const ANALYTICS_TEXTS = en.admin.analytics;

const at = (role: keyof typeof sessionUsers, handlers: RequestHandler[]) =>
  storyScreen({ route: '/admin/analytics', session: authHandlers.signedInAs(sessionUsers[role]), handlers });

const meta = {
  title: 'Admin/AnalyticsScreen',
  component: AnalyticsScreen,
  parameters: at('admin', [analyticsHandlers.funnel()]),
} satisfies Meta<typeof AnalyticsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A week of trading: trends, SLA cards in all three colors, three alerts (reviews waiting among them). */
export const Default: Story = {};

export const Loading: Story = { parameters: at('admin', [analyticsHandlers.funnelLoading()]) };

export const Empty: Story = { parameters: at('admin', [analyticsHandlers.funnel(emptyAnalytics)]) };

export const Error: Story = { parameters: at('admin', [analyticsHandlers.funnelFails()]) };

export const Forbidden: Story = {
  parameters: at('finance', []),
  render: () => (
    <ProtectedRoute>
      <AnalyticsScreen />
    </ProtectedRoute>
  ),
};

/** The funnel tab lists the stages and the overall conversion. */
export const Funnel: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('tab', { name: ANALYTICS_TEXTS.tabs.funnel }));
    await expect(await page.findByLabelText('Overall conversion')).toHaveTextContent('19.2%');
  },
};

/** The failure view offers Retry. */
export const RetryAfterFailure: Story = {
  parameters: at('admin', [analyticsHandlers.funnelFails()]),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByText(ANALYTICS_MESSAGES.loadFailed)).toBeInTheDocument();
    await expect(page.getByRole('button', { name: ANALYTICS_TEXTS.retry })).toBeInTheDocument();
  },
};
