import type { ComponentType } from 'react';

/**
 * Every screen of the app (screens/<area>/<Name>/<Name>.tsx), each in its own chunk, fetched when first asked
 * for. The route table names a route's screen by its folder ('fleet/VehicleListScreen', routes.ts `screen`), so a
 * new screen needs no import of its own in the web app nor an entry in this package's exports.
 */
const MODULES = import.meta.glob<Record<string, ComponentType | undefined>>('./screens/*/*Screen/*Screen.tsx');

/** Whether a screen folder holds a screen (the route table's check). */
export const hasScreen = (screen: string): boolean => Object.hasOwn(MODULES, pathOf(screen));

function pathOf(screen: string): string {
  const name = screen.split('/').at(-1) ?? screen;
  return `./screens/${screen}/${name}.tsx`;
}

/** Loads the screen in folder `screen`: the component its file exports under the folder's name. */
export async function loadScreen(screen: string): Promise<ComponentType> {
  const load = MODULES[pathOf(screen)];
  if (!load) throw new Error(`No screen at packages/ui/src/screens/${screen}`);
  const component = (await load())[screen.split('/').at(-1) ?? screen];
  if (!component) throw new Error(`packages/ui/src/screens/${screen} exports no component of its name`);
  return component;
}
