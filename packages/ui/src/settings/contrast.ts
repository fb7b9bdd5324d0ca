import { darken, DEFAULT_THEME, luminance, type CSSVariablesResolver } from '@mantine/core';

/**
 * WCAG AA for normal text is 4.5:1. Badge and muted text sit on white or on a 10% tint of their own
 * colour, which costs up to a tenth of the contrast, so text colours aim for 5:1 against white.
 */
const TARGET_CONTRAST_ON_WHITE = 5;

const contrastOnWhite = (color: string) => 1.05 / (luminance(color) + 0.05);

/** The colour's darkest palette shade, darkened further in small steps until it reads on white. */
export function readableOnWhite(shades: readonly string[] | undefined): string {
  const darkest = shades?.[shades.length - 1];
  if (!darkest) return '#000';
  for (let amount = 0; amount <= 0.6; amount += 0.05) {
    const candidate = darken(darkest, amount);
    if (contrastOnWhite(candidate) >= TARGET_CONTRAST_ON_WHITE) return candidate;
  }
  return '#000';
}

/**
 * Mantine's light scheme colours text with shade 6 (badges' light and outline variants, c="red", links,
 * input errors) and muted text with gray 6: 2:1 to 3.6:1 on white, which axe reports as colour contrast
 * failures. Here every such text colour gets a shade that reads, in one place, not per component.
 */
export const accessibleColors: CSSVariablesResolver = (theme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': DEFAULT_THEME.colors.gray[7],
    '--mantine-color-placeholder': DEFAULT_THEME.colors.gray[7],
    '--mantine-color-anchor': readableOnWhite(theme.colors[theme.primaryColor]),
    '--mantine-color-error': readableOnWhite(theme.colors.red),
  };
  for (const [name, shades] of Object.entries(theme.colors)) {
    const readable = readableOnWhite(shades);
    light[`--mantine-color-${name}-text`] = readable;
    light[`--mantine-color-${name}-light-color`] = readable;
    light[`--mantine-color-${name}-outline`] = readable;
  }
  return { variables: {}, light, dark: {} };
};
