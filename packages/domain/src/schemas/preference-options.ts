/** Spec 001 §9 settings options: what Settings > System offers. */
export const LANGUAGES = ['en', 'es', 'fr', 'de'] as const;
export const TIMEZONES = ['UTC', 'EST', 'PST', 'CET'] as const;
export const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD'] as const;

export type Language = (typeof LANGUAGES)[number];
export type Timezone = (typeof TIMEZONES)[number];
