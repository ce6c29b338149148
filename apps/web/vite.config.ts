/// <reference types="vitest/config" />

import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// By path: Vite loads its config with Node, which cannot import the workspace package's TypeScript.
import { THEME_SCRIPT } from '../../packages/shared/src/web/theme-script.ts';
import { contractRoutes } from './build/contract-routes.ts';
import { prerenderLogin } from './build/prerender-login.ts';

/**
 * Writes a brotli and a gzip copy beside every text file of the build, so the server sends them
 * as they are (no compression per request) and browsers download a quarter of the bytes.
 */
function precompress(): Plugin {
  return {
    name: 'quincena-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((file) => /\.(js|css|html|svg)$/.test(file));
      for (const file of files) {
        const content = await readFile(path.join(dir, file));
        if (content.length < 1024) continue;
        const brotli = { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } };
        await writeFile(path.join(dir, `${file}.br`), brotliCompressSync(content, brotli));
        await writeFile(path.join(dir, `${file}.gz`), gzipSync(content, { level: 9 }));
      }
    },
  };
}

/** The theme's class on <html> before the first paint (packages/shared theme-script.ts). */
function themeScript(): Plugin {
  return {
    name: 'quincena-theme-script',
    transformIndexHtml: () => [{ tag: 'script', children: THEME_SCRIPT, injectTo: 'head' }],
  };
}

export default defineConfig({
  plugins: [contractRoutes(), react(), tailwindcss(), themeScript(), precompress(), prerenderLogin()],
  server: {
    proxy: {
      '/api': {
        target: 'http://localhost:3000',
        changeOrigin: true,
      },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bundle budget check reads which chunks each route loads from the manifest.
    manifest: true,
  },
  test: {
    environment: 'jsdom',
    testTimeout: 20_000,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    restoreMocks: true,
  },
});
