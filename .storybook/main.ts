import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.story.tsx'],
  framework: { name: '@storybook/react-vite', options: {} },
  // Holds msw's mockServiceWorker.js, which serves the mocked tRPC procedures to the screens.
  staticDirs: ['./public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      build: {
        // Mantine's stories are large by nature; Storybook is a review tool, not a shipped bundle.
        chunkSizeWarningLimit: 4096,
        rollupOptions: {
          onwarn(warning: { code?: string; id?: string; message: string }, warn: (w: typeof warning) => void) {
            // Mantine marks its modules "use client" (for React Server Components); meaningless here.
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            // Comments in dependencies (zod) that Rollup drops; nothing of ours to fix.
            if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('node_modules')) return;
            warn(warning);
          },
        },
      },
    }),
};

export default config;
