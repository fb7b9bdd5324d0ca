import type { Meta, StoryObj } from '@storybook/react-vite';
import { sessionUsers } from '../../../mocks/fixtures/auth';
import { authHandlers } from '../../../mocks/handlers';
import { twoFactorHandlers } from '../../../mocks/twoFactorHandlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { TwoFactorEnrolmentScreen } from './TwoFactorEnrolmentScreen';

const finance = { ...sessionUsers.finance, twoFactorEnrolmentRequired: true };

/** What a finance officer sees in production before setting up two-factor sign-in: its enrolment, nothing else. */
const meta = {
  title: 'Auth/TwoFactorEnrolmentScreen',
  component: TwoFactorEnrolmentScreen,
  args: { user: finance },
  parameters: storyScreen({
    route: '/',
    session: authHandlers.signedInAs(finance),
    handlers: [twoFactorHandlers.start(), twoFactorHandlers.confirms()],
  }),
} satisfies Meta<typeof TwoFactorEnrolmentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Required: Story = {};
