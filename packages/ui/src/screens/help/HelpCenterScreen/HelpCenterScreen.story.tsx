import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { expect, within } from 'storybook/test';
import { contentHandlers } from '../../../mocks/adminPlatformHandlers';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { contentItems } from '../../../mocks/fixtures/adminPlatform';
import { authHandlers } from '../../../mocks/handlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { HelpCenterScreen } from './HelpCenterScreen';

const at = (handlers: RequestHandler[]) =>
  storyScreen({ route: '/help', session: authHandlers.signedInAs(sessionUsers.buyer), handlers });

const meta = {
  title: 'Help/HelpCenterScreen',
  component: HelpCenterScreen,
  parameters: at([contentHandlers.published()]),
} satisfies Meta<typeof HelpCenterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Published help articles and terms, each a link to its page. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('link', { name: contentItems.rfqHelp.title })).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: at([contentHandlers.publishedLoading()]) };

export const Empty: Story = { parameters: at([contentHandlers.published([])]) };

export const Error: Story = { parameters: at([contentHandlers.publishedFails()]) };
