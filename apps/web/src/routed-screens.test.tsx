import { ROUTES } from '@energy/domain/routes';
import { hasScreen } from '@energy/ui/screen-loaders';
import { describe, expect, it } from 'vitest';
import { builtScreenPaths } from './router';

describe('the screens the route table names', () => {
  it('each names a screen folder of packages/ui/src/screens that holds its screen', () => {
    const named = ROUTES.flatMap(({ path, screen }) => (screen ? [{ path, screen }] : []));
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter(({ screen }) => !hasScreen(screen))).toEqual([]);
  });

  it('each route that names its screen is built (not the coming-soon page)', () => {
    const named = ROUTES.filter((route) => route.screen).map((route) => route.path);
    expect(named.filter((path) => !builtScreenPaths.includes(path))).toEqual([]);
  });
});
