import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyScreen } from '../../../test-utils/storyParameters';
import { NotFoundScreen } from './NotFoundScreen';

const meta = {
  title: 'System/NotFoundScreen',
  component: NotFoundScreen,
  parameters: storyScreen({ route: '/no-such-page' }),
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
