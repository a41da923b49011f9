// Builds the admin console into dist/console at the package root; the server (src/console-host)
// serves it under /console with a per-response CSP nonce and its OIDC settings filled in.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  base: '/console/',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../../dist/console', import.meta.url)),
    emptyOutDir: true,
    // The CSP allows only scripts from our origin: no inline module-preload polyfill.
    modulePreload: { polyfill: false },
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
});
