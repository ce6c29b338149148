import type { LazyComponent } from '../../lib/lazy-named.ts';

/**
 * An area's page: the browser tab's title (React 19 hoists `<title>` into the head) and the feature's
 * lazy page, which the router can fetch ahead (`preload`) while the session is checked.
 */
export function titledPage(title: string, Page: LazyComponent<object>) {
  function TitledPage() {
    return (
      <>
        <title>{title}</title>
        <Page />
      </>
    );
  }
  TitledPage.preload = Page.preload;
  return TitledPage;
}
