/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { BOOT_ENTRY, bootScriptPlugin } from './build/boot-script';
import { contentSecurityPolicyPlugin } from './build/content-security-policy';

/** A feature's door (src/features/<name>/index.ts): re-exports only, nothing runs on import. */
const FEATURE_DOOR = /[\\/]src[\\/]features[\\/][^\\/]+[\\/]index\.tsx?$/;

export default defineConfig({
  plugins: [
    react(),
    contentSecurityPolicyPlugin(),
    bootScriptPlugin(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'fonts/**/*'],
      manifest: {
        name: 'Story Builder',
        short_name: 'Story Builder',
        description: 'A local-first book-writing app for authors.',
        theme_color: '#3b3a8f',
        background_color: '#fbfaf7',
        display: 'standalone',
        start_url: '/',
        icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,woff2,json,webp,png}'],
        // The CJK screen faces come in ~350 small slices (src/styles/script-fonts.ts): they are
        // not precached (an English author would download 12 MB), but kept once a page used them.
        globIgnores: ['**/noto-sans-sc-*', '**/noto-sans-jp-*', '**/noto-sans-kr-*'],
        runtimeCaching: [
          {
            urlPattern: ({ url }) => /\/assets\/noto-sans-(sc|jp|kr)-.*\.woff2$/.test(url.pathname),
            handler: 'CacheFirst',
            options: { cacheName: 'cjk-screen-faces', expiration: { maxEntries: 400 } },
          },
        ],
        navigateFallback: '/index.html',
        maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  worker: { format: 'es' },
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      // The page, and src/boot.ts as an entry of its own (build/boot-script.ts).
      input: { index: 'index.html', boot: BOOT_ENTRY },
      treeshake: {
        moduleSideEffects: (id: string) => (FEATURE_DOOR.test(id) ? false : undefined),
      },
    },
  },
  preview: { port: 4173, strictPort: true },
  test: {
    include: [
      'src/**/*.test.{ts,tsx}',
      'workers/**/*.test.ts',
      'tests/**/*.test.ts',
      'server/**/*.test.ts',
    ],
    environment: 'node',
    setupFiles: ['fake-indexeddb/auto'],
    restoreMocks: true,
    // What a test prints (the worker logs each failed call with its stack, and many tests fail
    // calls on purpose) is shown for failing tests only: a green run prints no stack traces.
    silent: 'passed-only',
  },
});
