/** Spec 001 §9 settings options: what Settings > System offers. */
export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
/** The spec's four zones, and 'browser': the zone of the browser the user is on. */
export const TIMEZONES = ['UTC', 'EST', 'PST', 'CET', 'browser'] as const;
/** Settings > System's colour scheme: light, dark, or the system's ('auto', as Mantine names it). */
export const COLOR_SCHEMES = ['light', 'dark', 'auto'] as const;
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD'] as const;

export type Language = (typeof LANGUAGES)[number];
export type Timezone = (typeof TIMEZONES)[number];
export type ColorScheme = (typeof COLOR_SCHEMES)[number];
