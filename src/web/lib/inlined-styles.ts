import { useEffect, useState } from 'react';
import { useLocation, useNavigation } from 'react-router';

/**
 * How long after hydration the hand-off waits when no navigation starts sooner: after the page's first
 * content, so that the stylesheets it fetches do not delay that
 * (docs/decisions/0037-signed-in-pages-first-content.md).
 */
const handOffAfterMs = 2000;

/**
 * The server sends a page's stylesheets inline for its first paint, each beside its `disabled` `<link>`
 * (src/server/plugins/site/first-paint.ts). A little after hydration, or as soon as a client-side navigation
 * starts, each link is enabled (the browser fetches it then) and, once it has loaded, its inline copy is
 * removed: from then on React Router's links alone carry the styles, so navigating to another page drops
 * this page's styles as it always did. A copy whose link left the page before it loaded goes with it.
 */
export function useInlinedStylesHandoff() {
  const [due, setDue] = useState(false);
  const navigating = useNavigation().state !== 'idle';
  const { pathname } = useLocation();
  useEffect(() => {
    const timer = window.setTimeout(() => setDue(true), handOffAfterMs);
    return () => window.clearTimeout(timer);
  }, []);
  const handOff = due || navigating;
  useEffect(() => {
    if (!handOff) return;
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-inlined]')) {
      const copy = inlinedCopy(link.getAttribute('href'));
      const done = () => {
        copy?.remove();
        link.removeAttribute('data-inlined');
      };
      link.disabled = false;
      if (link.sheet) done();
      else link.addEventListener('load', done, { once: true });
    }
  }, [handOff]);
  useEffect(() => {
    // After a navigation: the copies whose links React Router removed before they loaded.
    if (!handOff) return;
    for (const copy of document.querySelectorAll('style[data-inlined-href]')) {
      const href = copy.getAttribute('data-inlined-href');
      const linked = [...document.querySelectorAll('link[rel="stylesheet"]')].some(
        (link) => link.getAttribute('href') === href,
      );
      if (!linked) copy.remove();
    }
  }, [handOff, pathname]);
}

function inlinedCopy(href: string | null): Element | undefined {
  return [...document.querySelectorAll('style[data-inlined-href]')].find(
    (style) => style.getAttribute('data-inlined-href') === href,
  );
}
