import { describe, expect, it } from 'vitest';
import { firstAdminNotice } from './admin-banner';

describe('the start banner while no administrator exists', () => {
  it('tells a production operator that the first admin comes from npm run create-admin', () => {
    const notice = firstAdminNotice(true, false);
    expect(notice).toContain('npm run create-admin');
    expect(notice).toContain('closed in production');
  });
  it('says nothing once an administrator exists', () => {
    expect(firstAdminNotice(true, true)).toBeNull();
    expect(firstAdminNotice(false, true)).toBeNull();
  });
});
