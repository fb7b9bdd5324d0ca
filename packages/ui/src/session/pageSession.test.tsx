import { pageSessionScript } from '@energy/domain/page-session';
import { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { describe, expect, it } from 'vitest';
import { trpc } from '../trpc';
import { readPageSession, seedPageSession } from './pageSession';

const user = {
  id: 'u1',
  username: 'buyer',
  email: 'buyer@example.com',
  firstName: 'Ada',
  lastName: '</script>',
  role: 'buyer',
  organizationId: 'o1',
  organizationName: null,
};

function pageWith(head: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${head}</head><body><div id="root"></div></body></html>`,
    'text/html',
  );
}

describe('the session written into the page', () => {
  it("becomes auth.me's answer in the cache, so the first render is signed in without asking", () => {
    const queryClient = new QueryClient();
    seedPageSession(queryClient, pageWith(pageSessionScript(user)));
    expect(queryClient.getQueryData(getQueryKey(trpc.auth.me, undefined, 'query'))).toEqual(user);
  });

  it('leaves the cache empty on a signed-out page, so auth.me is asked as before', () => {
    const queryClient = new QueryClient();
    seedPageSession(queryClient, pageWith(''));
    expect(queryClient.getQueryData(getQueryKey(trpc.auth.me, undefined, 'query'))).toBeUndefined();
  });

  it('ignores a block that is not JSON or not a session user', () => {
    expect(
      readPageSession(pageWith('<script type="application/json" id="session-user">{not json</script>')),
    ).toBeUndefined();
    expect(readPageSession(pageWith(pageSessionScript({ ...user, role: 7 })))).toBeUndefined();
    expect(readPageSession(pageWith(pageSessionScript({ ...user, organizationId: undefined })))).toBeUndefined();
    expect(readPageSession(pageWith(pageSessionScript(user)))).toEqual(user);
  });
});
