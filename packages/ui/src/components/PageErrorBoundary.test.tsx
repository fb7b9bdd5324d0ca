import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { userEvent } from '../test-utils/userEvent';
import { PAGE_ERROR_TEXTS, PageErrorBoundary } from './PageErrorBoundary';

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module: /assets/Gone-AbCd1234.js');
}

function Home() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate('/broken')}>Open</button>;
}

function Guarded() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <button onClick={() => void navigate('/')}>Home</button>
      <PageErrorBoundary resetKey={pathname}>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/broken" element={<Broken />} />
        </Routes>
      </PageErrorBoundary>
    </>
  );
}

describe('a page that fails to render', () => {
  it('says so with the reason and a reload instead of blanking the app, and another page clears it', async () => {
    // React reports the caught error on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <MemoryRouter initialEntries={['/broken']}>
          <Guarded />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(screen.getByText(PAGE_ERROR_TEXTS.title)).toBeInTheDocument();
    expect(screen.getByText(/Gone-AbCd1234\.js/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PAGE_ERROR_TEXTS.reload })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Home' }));
    expect(screen.queryByText(PAGE_ERROR_TEXTS.title)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
  });
});
