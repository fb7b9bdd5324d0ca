import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emulatePhone } from '../../test-utils/tableQueries';
import { DrawnNarrowProvider, useNarrowScreen } from './narrowScreen';

function Rows() {
  return <p>{useNarrowScreen() ? 'cards' : 'table'}</p>;
}

const app = (drawnNarrow: boolean) => (
  <DrawnNarrowProvider value={drawnNarrow}>
    <Rows />
  </DrawnNarrowProvider>
);

/** Takes over `drawn` (the server's markup) as the browser does, and answers what was shown then and afterwards. */
async function hydrated(drawn: string, drawnNarrow: boolean) {
  const container = document.createElement('div');
  container.innerHTML = drawn;
  document.body.append(container);
  const takenOver = container.querySelector('p');
  const recoverable = vi.fn();
  await act(async () => {
    hydrateRoot(container, app(drawnNarrow), { onRecoverableError: recoverable });
  });
  return { shown: container.textContent, sameElement: container.querySelector('p') === takenOver, recoverable };
}

describe('the narrow screen of a first frame', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is taken over as the server drew it for a phone, with no mismatch, and stays cards on a phone', async () => {
    emulatePhone();
    const result = await hydrated(renderToString(app(true)), true);
    expect(result).toMatchObject({ shown: 'cards', sameElement: true });
    expect(result.recoverable).not.toHaveBeenCalled();
  });

  it('is redrawn to the real width once taken over when the guess was wrong (a narrow desktop window)', async () => {
    emulatePhone();
    const wrongGuess = await hydrated(renderToString(app(false)), false);
    expect(wrongGuess.shown).toBe('cards');
    expect(wrongGuess.recoverable).not.toHaveBeenCalled();
    vi.restoreAllMocks();
    // The server draws its guess whatever the width of the window it renders in (jsdom's is wide here).
    const drawn = renderToString(app(true));
    expect(drawn).toContain('cards');
    const wide = await hydrated(drawn, true);
    expect(wide.shown).toBe('table');
    expect(wide.recoverable).not.toHaveBeenCalled();
  });
});
