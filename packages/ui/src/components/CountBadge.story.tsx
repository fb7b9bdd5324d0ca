import { Group } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CountBadge } from './CountBadge';

const meta = { title: 'Components/CountBadge', component: CountBadge, args: { count: 7 } } satisfies Meta<
  typeof CountBadge
>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One or two digits: a circle. */
export const Small: Story = {};

/** Above 99: "99+" in a pill, never cut; the exact count is its title. */
export const AboveNinetyNine: Story = {
  args: { count: 184 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTitle('184')).toHaveTextContent('99+');
  },
};

/** The counts the issue saw cut ("121", "184") beside small ones. */
export const Row: Story = {
  render: () => (
    <Group>
      {[3, 42, 99, 121, 184].map((count) => (
        <CountBadge key={count} count={count} variant="light" />
      ))}
    </Group>
  ),
};
