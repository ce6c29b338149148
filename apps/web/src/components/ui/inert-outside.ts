/**
 * While a dropdown list is open Radix hides the rest of the page from screen readers (aria-hidden)
 * and keeps the focus in the list, but the page's links and buttons stay in the tab order: axe's
 * `aria-hidden-focus`. Making the rest of the page `inert` as well says the same thing to everyone.
 * Used as a React ref callback on the list: it marks the other children of <body> and returns the
 * cleanup that restores them when the list goes away.
 */
export function inertOutside(list: HTMLElement | null): (() => void) | undefined {
  if (!list) return undefined;
  const marked: Element[] = [];
  for (const element of document.body.children) {
    if (element.contains(list) || element.hasAttribute('inert') || element.tagName === 'SCRIPT') continue;
    element.setAttribute('inert', '');
    marked.push(element);
  }
  return () => {
    for (const element of marked) element.removeAttribute('inert');
  };
}
