import { prerenderToNodeStream } from 'react-dom/static';
import { App } from './app/app.tsx';

async function render(pathname: string): Promise<string> {
  // One piece, however large: React outlines a big boundary behind an inline script otherwise.
  const { prelude } = await prerenderToNodeStream(<App ssrPath={pathname} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

/**
 * The markup of a public page as a visitor with no session sees it first, rendered at build time
 * (build/prerender-login.ts) so the phone paints it before any JavaScript has run; main.tsx then
 * hydrates it.
 */
export async function renderPage(pathname: string): Promise<string> {
  // prerender waits for the page's lazy chunks; a boundary left behind an inline script (React's way
  // of streaming it) would stay hidden under the CSP, which refuses inline scripts.
  const html = await render(pathname);
  if (html.includes('<script')) throw new Error(`${pathname} still suspends after its chunks loaded`);
  // React hoists each page's <title> to the document's head on the client; the page has its own.
  return html.replace(/<title>[^<]*<\/title>/g, '');
}
