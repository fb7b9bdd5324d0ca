import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '@energy/web/precompress';

/** Built like the app (production, precompressed) so that the two pages differ only in what they contain. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    rollupOptions: {
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
