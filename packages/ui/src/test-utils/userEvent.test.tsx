import { composeStory } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import { userEvent } from './userEvent';
// The stories' project annotations, Storybook's own among them: a story's loader sets up storybook/test's user-event.
import './storyTests';

/** How many copies of user-event have prepared the page: each marks it with its own symbol of this description. */
function preparedBy(): number {
  const marks = Object.getOwnPropertySymbols(document).filter(
    (symbol) => symbol.description === 'Node prepared with document state workarounds',
  );
  return marks.length;
}

describe("the ui tests' user-event", () => {
  it('is the copy a story sets up, so the page is prepared once', async () => {
    // user-event's setup gives the page a clipboard; a story's loader sets its own user-event up only when there is one.
    userEvent.setup();
    const Story = composeStory({ render: () => <input aria-label="Name" /> }, { title: 'UserEventCopies' });
    await Story.load();
    expect(preparedBy()).toBe(1);
  });
});
