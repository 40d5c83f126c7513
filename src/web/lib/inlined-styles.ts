import { useEffect } from 'react';

/**
 * The server sends a page's stylesheets inline for its first paint, each beside its `disabled` `<link>`
 * (src/server/plugins/site/first-paint.ts). The inline copies stay while their links do: swapping them for
 * the links after hydration would restyle the whole page for nothing (a long task on a phone). When
 * React Router removes a page's links on a client-side navigation, their copies go with them, so the next
 * page has exactly the styles of its own links, as without inlining.
 */
export function useInlinedStylesHandoff() {
  useEffect(() => {
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (!(node instanceof HTMLLinkElement) || !node.hasAttribute('data-inlined')) continue;
          const href = node.getAttribute('href') ?? '';
          document.querySelector(`style[data-inlined-href="${CSS.escape(href)}"]`)?.remove();
        }
      }
    });
    observer.observe(document.head, { childList: true });
    return () => observer.disconnect();
  }, []);
}
