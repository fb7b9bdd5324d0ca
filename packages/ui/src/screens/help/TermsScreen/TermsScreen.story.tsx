import type { Meta, StoryObj } from '@storybook/react-vite';
import { contentHandlers } from '../../../mocks/adminPlatformHandlers';
import { storyScreen } from '../../../test-utils/storyParameters';
import { TermsScreen } from './TermsScreen';

const meta = {
  title: 'Help/TermsScreen',
  component: TermsScreen,
  parameters: storyScreen({ route: '/terms', handlers: [contentHandlers.terms()] }),
} satisfies Meta<typeof TermsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The published terms, readable before signing up. */
export const Default: Story = {};

export const Empty: Story = { parameters: storyScreen({ route: '/terms', handlers: [contentHandlers.terms([])] }) };

export const Error: Story = { parameters: storyScreen({ route: '/terms', handlers: [contentHandlers.termsFails()] }) };
