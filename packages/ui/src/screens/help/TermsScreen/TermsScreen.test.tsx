import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { contentHandlers } from '../../../mocks/adminPlatformHandlers';
import { contentItems } from '../../../mocks/fixtures/adminPlatform';
import { renderScreen } from '../../../test-utils/render';
import { TERMS_TEXTS, TermsScreen } from './TermsScreen';

describe('TermsScreen', () => {
  it('shows the published terms to a signed-out visitor', async () => {
    renderScreen(<TermsScreen />, { route: '/terms', handlers: [contentHandlers.terms()] });
    expect(await screen.findByText(contentItems.terms.content)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: TERMS_TEXTS.back })).toHaveAttribute('href', '/auth');
  });

  it('says when none are published, and when they fail to load', async () => {
    const none = renderScreen(<TermsScreen />, { route: '/terms', handlers: [contentHandlers.terms([])] });
    expect(await screen.findByText(TERMS_TEXTS.none)).toBeInTheDocument();
    none.unmount();
    renderScreen(<TermsScreen />, { route: '/terms', handlers: [contentHandlers.termsFails()] });
    expect(await screen.findByText(TERMS_TEXTS.loadFailed)).toBeInTheDocument();
  });
});
