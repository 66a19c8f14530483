/**
 * The dashboard's build (Vite 7 + Preact). Served by the API under /app/, so `base` is /app/;
 * hashed file names let the server cache assets for a year. Built by scripts/build-dashboard.ts
 * (npm's `prestart`, and the browser tests); `npx vite --config web/vite.config.ts` serves it live
 * with the API proxied from $RAMPART_API (default http://127.0.0.1:8000).
 */
import { fileURLToPath } from 'node:url';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = process.env.RAMPART_API ?? 'http://127.0.0.1:8000';

export default defineConfig({
  root,
  base: '/app/',
  plugins: [preact()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Chromium only needs modern syntax; no legacy polyfills, no inline scripts (CSP).
    target: 'es2022',
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    reportCompressedSize: false,
  },
  server: { proxy: { '/v1': api } },
  logLevel: 'warn',
});
