/**
 * A rendered page paints from its HTML alone; its scripts load after that first paint
 * (docs/decisions/0036-first-paint-from-the-html.md).
 * - Each stylesheet of our build is copied into a `<style data-inlined-href>` in front of its `<link>`,
 *   which is `disabled`: the browser neither waits for it nor fetches it. React Router keeps managing the
 *   `<link>` (hydration matches it by rel and href); src/web/lib/inlined-styles.ts removes the copy when
 *   a client-side navigation removes the link, so the next page has the styles of its own links only.
 * - React Router's module preloads leave the head, and its bootstrap script (the inline module that
 *   imports the route modules, then the client entry) first waits for the content to be painted, then preloads
 *   the same modules and imports them. Until then the network carries only the HTML, its fonts and its
 *   images: the page is readable before it is interactive.
 * - React Router's scroll restoration script gives a new history entry its key (a `replaceState`), then
 *   looks in sessionStorage for a scroll position under that key, which a new key cannot have. Both are
 *   synchronous calls into the browser process, up to 5 ms each on a loaded machine, in the task that
 *   parses the page before its first paint. In its place, a script that restores a stored position of an
 *   entry that has a key (a reload, a return) as React Router's does; a new entry gets its key and
 *   React Router's index in one `replaceState` from the bootstrap, after the first paint and before React
 *   Router reads them (which would otherwise make its own `replaceState` for the index, in hydration's
 *   first task).
 * A document whose bootstrap script does not have the expected shape keeps its scripts as they were, and
 * so does one whose scroll restoration script is not React Router's as we know it.
 */

/** The text of a stylesheet of the build by its URL path ('/assets/home-x.css'), if it is ours. */
export type StylesheetLookup = (href: string) => string | undefined;

const stylesheetLink = /<link rel="stylesheet" href="([^"]+)"\/>/g;
const modulePreload = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const bootstrapScript = /<script type="module" async="">([\s\S]*?)<\/script>/;
const sideEffectImport = /^import ("[^"]+");$/;
const namespaceImport = /^import \* as ([A-Za-z_$][\w$]*) from ("[^"]+");$/;

/**
 * Once the browser has painted the page's content (its first-contentful-paint entry, then one more frame),
 * or after a second (a tab in the background); at once where paint timing is missing. A frame alone is not enough:
 * the first frames can be painted before the content is.
 */
const AFTER_FIRST_PAINT =
  "await new Promise((go) => { setTimeout(go, 1000); const painted = () => requestAnimationFrame(() => setTimeout(go)); try { if (performance.getEntriesByName('first-contentful-paint').length) painted(); else new PerformanceObserver((list, observer) => { if (list.getEntriesByName('first-contentful-paint').length) { observer.disconnect(); painted(); } }).observe({ type: 'paint', buffered: true }); } catch { go(); } });";

/** React Router's storage key for scroll positions (its default). */
export const scrollPositionsKey = 'react-router-scroll-positions';

/**
 * The script React Router's `<ScrollRestoration />` renders (react-router 7, without `getKey`): its function's
 * source, whose formatting depends on how the server bundle was loaded, called with our storage key.
 */
const reactRouterScrollRestoration = new RegExp(
  `<script>\\(\\(storageKey2, restoreKey\\) => \\{[^<]*\\}\\)\\(${JSON.stringify(scrollPositionsKey)}, null\\)</script>`,
);

/** What restores a stored scroll position before the first paint: only an entry with a key can have one. */
const RESTORE_STORED_SCROLL = `(function (storageKey) { const key = window.history.state && window.history.state.key; if (!key) return; try { const storedY = JSON.parse(sessionStorage.getItem(storageKey) || "{}")[key]; if (typeof storedY === "number") window.scrollTo(0, storedY); } catch (error) { console.error(error); sessionStorage.removeItem(storageKey); } })(${JSON.stringify(scrollPositionsKey)})`;

/** A new history entry's key (as React Router's script makes it) and React Router's index for it. */
const KEY_NEW_ENTRY =
  "if (!window.history.state || !window.history.state.key) window.history.replaceState({ key: Math.random().toString(32).slice(2), idx: 0 }, '');";

export function prepareFirstPaint(html: string, stylesheet: StylesheetLookup): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const head = html.slice(0, headEnd).replace(stylesheetLink, (link, href: string) => {
    // React Router marks a stylesheet that a lazily loaded module also imports with a trailing '#'.
    const css = stylesheet(href.replace(/#$/, ''));
    // A stylesheet that could close the <style> element early stays a plain link.
    if (css === undefined || /<\/style/i.test(css)) return link;
    return `<style data-inlined-href="${href}">${css}</style><link rel="stylesheet" href="${href}" disabled="" data-inlined=""/>`;
  });
  return deferScripts(head, html.slice(headEnd));
}

function deferScripts(head: string, body: string): string {
  const preloads = [...head.matchAll(modulePreload)].map((m) => m[1]!);
  const rest = body.replace(reactRouterScrollRestoration, () => `<script>${RESTORE_STORED_SCROLL}</script>`);
  const script = bootstrapScript.exec(rest);
  const bootstrap = script && deferredBootstrap(script[1]!, preloads);
  if (!script || !bootstrap) return head + body;
  return (
    head.replace(modulePreload, '') +
    rest.slice(0, script.index) +
    `<script type="module" async="">${bootstrap}</script>` +
    rest.slice(script.index + script[0].length)
  );
}

/** The bootstrap's static imports as dynamic ones after the first paint; null for an unknown shape. */
export function deferredBootstrap(source: string, preloads: readonly string[]): string | null {
  const imports: { name: string | null; specifier: string }[] = [];
  const body: string[] = [];
  for (const line of source.split('\n')) {
    const trimmed = line.trim();
    const sideEffect = sideEffectImport.exec(trimmed);
    const namespace = namespaceImport.exec(trimmed);
    if (sideEffect) imports.push({ name: null, specifier: sideEffect[1]! });
    else if (namespace) imports.push({ name: namespace[1]!, specifier: namespace[2]! });
    else if (/^import\s*[^(]/.test(trimmed) || /\bimport\.meta\b/.test(trimmed)) return null;
    else body.push(line);
  }
  if (imports.length === 0) return null;
  const preload = `for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement('link'); link.rel = 'modulepreload'; link.href = href; document.head.append(link); }`;
  const names = imports.map((i, index) => i.name ?? `_${index}`).join(', ');
  const loads = imports.map((i) => `import(${i.specifier})`).join(', ');
  return [
    AFTER_FIRST_PAINT,
    KEY_NEW_ENTRY,
    preload,
    `const [${names}] = await Promise.all([${loads}]);`,
    ...body,
  ].join('\n');
}
