import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

/** The page prerendered, beside index.html; the server sends it for /login (apps/api web-app.ts). */
export const PRERENDERED_LOGIN = 'login.html';
const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * After the browser build: renders /login with React's server renderer (an SSR build of
 * src/prerender.tsx, thrown away after) into a copy of index.html. The sign-in form then paints with
 * the HTML and the stylesheet, before the JavaScript arrives (ADR 018 addendum).
 */
export function prerenderLogin(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'quincena-prerender-login',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      // Inside the package, so the server bundle's imports resolve from its node_modules.
      await mkdir(path.join(root, 'node_modules'), { recursive: true });
      const ssrDir = await mkdtemp(path.join(root, 'node_modules', '.prerender-'));
      try {
        await build({
          configFile: false,
          root,
          logLevel: 'warn',
          plugins: [react()],
          build: {
            ssr: 'src/prerender.tsx',
            outDir: ssrDir,
            emptyOutDir: true,
            rollupOptions: { output: { codeSplitting: false } },
          },
        });
        const { renderPage } = await import(pathToFileURL(path.join(ssrDir, 'prerender.js')).href);
        const body: string = await renderPage('/login');
        const index = await readFile(path.join(outDir, 'index.html'), 'utf8');
        if (!index.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT}`);
        await writeFile(
          path.join(outDir, PRERENDERED_LOGIN),
          index.replace(ROOT_ELEMENT, `<div id="root">${body}</div>`),
        );
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
    },
  };
}
