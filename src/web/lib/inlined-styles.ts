import { useEffect } from 'react';

/**
 * The server sends a page's stylesheets inline for its first paint, each beside its `disabled` `<link>`
 * (src/server/plugins/site/first-paint.ts). After hydration each link is enabled (the browser fetches it
 * then) and, once it has loaded, its inline copy is removed: from then on React Router's links alone carry
 * the styles, so navigating to another page drops this page's styles as it always did.
 */
export function useInlinedStylesHandoff() {
  useEffect(() => {
    for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-inlined]')) {
      const copy = [...document.querySelectorAll('style[data-inlined-href]')].find(
        (style) => style.getAttribute('data-inlined-href') === link.getAttribute('href'),
      );
      const handOff = () => {
        copy?.remove();
        link.removeAttribute('data-inlined');
      };
      link.disabled = false;
      if (link.sheet) handOff();
      else link.addEventListener('load', handOff, { once: true });
    }
  }, []);
}
