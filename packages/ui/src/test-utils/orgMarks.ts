import { VERIFICATION_MESSAGES } from '@energy/domain/schemas/verification';

/** What a reader sees beside an organization's name: the Verified icon, "Not verified", or nothing. */
export type OrgMark = 'verified' | 'notVerified' | 'none';

function markOf(holder: HTMLElement): OrgMark {
  if (holder.querySelector(`[role="img"][aria-label="${VERIFICATION_MESSAGES.verified}"]`)) return 'verified';
  if (holder.textContent?.includes(VERIFICATION_MESSAGES.notVerified)) return 'notVerified';
  return 'none';
}

/** The marks beside every place the page names this organization (stories and screen tests alike). */
export function orgMarks(root: ParentNode, name: string): OrgMark[] {
  return [...root.querySelectorAll<HTMLElement>('[data-org-name]')]
    .filter((holder) => holder.dataset.orgName === name)
    .map(markOf);
}
