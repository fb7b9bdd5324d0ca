import { navigationFor, SIDEBAR_GROUPS } from '@energy/domain/navigation';
import { ROUTES } from '@energy/domain/routes';
import { ROLES } from '@energy/domain/roles';
import { en } from '@energy/i18n/messages/en/screens';
import { describe, expect, it } from 'vitest';
import { hasGroupName, hasPageTitle, pageKey } from './pageTitles';

const pages: Readonly<Record<string, string>> = en.layout.pages;
const groups: Readonly<Record<string, string>> = en.layout.groups;

describe('page titles in the catalogue', () => {
  it('has every route title, in its English words', () => {
    const missing = ROUTES.map((route) => route.title).filter((title) => !hasPageTitle(title));
    expect(missing).toEqual([]);
    for (const route of ROUTES) expect(pages[pageKey(route.title)]).toBe(route.title);
  });

  it('has every navigation label of every role, and every sidebar group', () => {
    const labels = [...ROLES, 'unknown'].flatMap((role) => navigationFor(role).map((item) => item.label));
    expect(labels.filter((label) => !hasPageTitle(label))).toEqual([]);
    for (const label of labels) expect(pages[pageKey(label)]).toBe(label);
    expect(SIDEBAR_GROUPS.filter((group) => !hasGroupName(group))).toEqual([]);
    for (const group of SIDEBAR_GROUPS) expect(groups[pageKey(group)]).toBe(group);
  });

  it('keys by the English words in camel case', () => {
    expect(pageKey('RFQ & Quotes')).toBe('rfqQuotes');
    expect(pageKey('KYB/KYC Review Queue')).toBe('kybKycReviewQueue');
  });
});
