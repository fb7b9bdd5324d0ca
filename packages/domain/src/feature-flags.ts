/**
 * The flags the code itself checks (a screen's gated feature, the server's refusal), without zod: the list
 * toolbar asks for csvExport on every list screen, and importing the flag names from the schema module loaded
 * zod with them. The schema module re-exports them.
 */
export const FEATURE_FLAGS = { liveJobTracking: 'live-job-tracking', csvExport: 'csv-export' } as const;
export type FeatureFlagName = (typeof FEATURE_FLAGS)[keyof typeof FEATURE_FLAGS];
