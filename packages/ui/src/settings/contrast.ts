import { darken, DEFAULT_THEME, luminance, type CSSVariablesResolver } from '@mantine/core';

/**
 * WCAG AA for normal text is 4.5:1. Light badges put their text on the color's lightest tints (shade 1 in
 * Mantine 9's light variant), so text colors aim for 4.7:1 against shade 1, and are darker still on white.
 */
const TARGET_CONTRAST = 4.7;

const contrast = (text: string, background: string) => (luminance(background) + 0.05) / (luminance(text) + 0.05);

/** The color's darkest palette shade, darkened further in small steps until it reads on its own tint. */
export function readableOnTint(shades: readonly string[] | undefined): string {
  const darkest = shades?.[shades.length - 1];
  const tint = shades?.[1];
  if (!darkest || !tint) return '#000';
  for (let amount = 0; amount <= 0.6; amount += 0.05) {
    const candidate = darken(darkest, amount);
    if (contrast(candidate, tint) >= TARGET_CONTRAST) return candidate;
  }
  return '#000';
}

/**
 * Mantine's light scheme colors text with shade 6 (badges' light and outline variants, c="red", links,
 * input errors) and muted text with gray 6: 2:1 to 3.6:1 on white, which axe reports as color contrast
 * failures. Here every such text color gets a shade that reads, in one place, not per component.
 */
export const accessibleColors: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': DEFAULT_THEME.colors.gray[7],
    '--mantine-color-placeholder': DEFAULT_THEME.colors.gray[7],
    '--mantine-color-anchor': readableOnTint(theme.colors[theme.primaryColor]),
    '--mantine-color-error': readableOnTint(theme.colors.red),
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    const readable = readableOnTint(shades);
    light[`--mantine-color-${name}-text`] = readable;
    light[`--mantine-color-${name}-light-color`] = readable;
    light[`--mantine-color-${name}-outline`] = readable;
  }
  // The dark scheme's muted text (dark 2) and error text (red 8) read 4.0:1 and 3.4:1 on its body (dark 7), less on
  // cards (dark 6): a shade lighter each reads 7.7:1 and 6.7:1.
  const dark: Record<string, string> = {
    '--mantine-color-dimmed': DEFAULT_THEME.colors.dark[1],
    '--mantine-color-placeholder': DEFAULT_THEME.colors.dark[2],
    '--mantine-color-error': DEFAULT_THEME.colors.red[4],
  };
  return { variables: {}, light, dark };
};
