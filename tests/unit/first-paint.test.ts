/** The first-paint preparation of rendered pages (src/server/plugins/site/first-paint.ts). */
import { describe, expect, it } from 'vitest';
import { deferredBootstrap, prepareFirstPaint } from '../../src/server/plugins/site/first-paint';

/** The shape React Router 7 renders (head links hoisted by React, the bootstrap module at the end of body). */
const page = (bootstrap: string, scroll = REACT_ROUTER_SCROLL_RESTORATION) =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>' +
  '<link rel="modulepreload" href="/assets/framework-3.js"/>' +
  '<link rel="stylesheet" href="/assets/root-4.css"/><link rel="stylesheet" href="/assets/home-5.css"/></head>' +
  `<body><h1>NITSMUN</h1>${scroll}<script>window.__reactRouterContext = {};</script>` +
  `<script type="module" async="">${bootstrap}</script></body></html>`;

/** React Router's `<ScrollRestoration />` script (as the production server bundle renders it). */
const REACT_ROUTER_SCROLL_RESTORATION = `<script>((storageKey2, restoreKey) => {
\t\tif (!window.history.state || !window.history.state.key) {
\t\t\tlet key = Math.random().toString(32).slice(2);
\t\t\twindow.history.replaceState({ key }, "");
\t\t}
\t\ttry {
\t\t\tlet storedY = JSON.parse(sessionStorage.getItem(storageKey2) || "{}")[restoreKey || window.history.state.key];
\t\t\tif (typeof storedY === "number") window.scrollTo(0, storedY);
\t\t} catch (error) {
\t\t\tconsole.error(error);
\t\t\tsessionStorage.removeItem(storageKey2);
\t\t}
\t})("react-router-scroll-positions", null)</script>`;

const rrBootstrap = `import "/assets/manifest-1.js";
import * as route0 from "/assets/root-6.js";
import * as route1 from "/assets/home-7.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");`;

const css: Record<string, string> = {
  '/assets/root-4.css': 'body{margin:0}',
  '/assets/home-5.css': '.home{color:red}',
};

describe('prepareFirstPaint', () => {
  const html = prepareFirstPaint(page(rrBootstrap), (href) => css[href]);
  const head = html.slice(0, html.indexOf('</head>'));

  it('copies each stylesheet into the head and disables its link, which is neither waited for nor fetched', () => {
    expect(head).toContain(
      '<style data-inlined-href="/assets/root-4.css">body{margin:0}</style><link rel="stylesheet" href="/assets/root-4.css" disabled="" data-inlined=""/>',
    );
    expect(head).toContain('<style data-inlined-href="/assets/home-5.css">.home{color:red}</style>');
    expect(head).not.toMatch(/<link rel="stylesheet" href="[^"]+"\/>/);
  });

  it('starts no script download before the first paint: the preloads move into the deferred bootstrap', () => {
    expect(head).not.toContain('modulepreload');
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(script.startsWith('await new Promise((go) => { setTimeout(go, 1000); const painted = () =>')).toBe(
      true,
    );
    expect(script).toContain("observe({ type: 'paint', buffered: true })");
    expect(script).toContain(
      '["/assets/manifest-1.js","/assets/entry.client-2.js","/assets/framework-3.js"]',
    );
    expect(script).toContain(
      'const [_0, route0, route1] = await Promise.all([import("/assets/manifest-1.js"), import("/assets/root-6.js"), import("/assets/home-7.js")]);',
    );
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};');
    expect(script.trim().endsWith('import("/assets/entry.client-2.js");')).toBe(true);
    expect(script).not.toMatch(/^import /m);
  });

  it("inlines a stylesheet React Router marks with '#' (also imported by a lazily loaded module)", () => {
    const marked = prepareFirstPaint(
      page(rrBootstrap).replace('home-5.css"', 'home-5.css#"'),
      (href) => css[href],
    );
    expect(marked).toContain(
      '<style data-inlined-href="/assets/home-5.css#">.home{color:red}</style><link rel="stylesheet" href="/assets/home-5.css#" disabled="" data-inlined=""/>',
    );
  });

  it('keeps a stylesheet it does not know, or one that could close the <style> early, as a plain link', () => {
    const kept = prepareFirstPaint(page(rrBootstrap), (href) =>
      href === '/assets/home-5.css' ? '.x{content:"</style>"}' : undefined,
    );
    expect(kept).toContain('<link rel="stylesheet" href="/assets/root-4.css"/>');
    expect(kept).toContain('<link rel="stylesheet" href="/assets/home-5.css"/>');
    expect(kept).not.toContain('<style');
  });

  it('keeps the scripts as they were when the bootstrap has a shape it does not know', () => {
    const unknown = `import { hydrate } from "/assets/entry.client-2.js";\nhydrate();`;
    const kept = prepareFirstPaint(page(unknown), (href) => css[href]);
    expect(kept).toContain('<link rel="modulepreload" href="/assets/framework-3.js"/>');
    expect(kept).toContain(`<script type="module" async="">${unknown}</script>`);
    expect(deferredBootstrap('import.meta.url;', [])).toBeNull();
    expect(deferredBootstrap('console.log(1);', [])).toBeNull();
  });

  it('restores a stored scroll position before the paint, and keys a new entry from the bootstrap after it', () => {
    expect(html).not.toContain(REACT_ROUTER_SCROLL_RESTORATION);
    expect(html).not.toContain('replaceState({ key }');
    const restore = /<h1>NITSMUN<\/h1><script>([^<]*)<\/script>/.exec(html)![1]!;
    expect(restore).toContain(
      'const key = window.history.state && window.history.state.key; if (!key) return;',
    );
    expect(restore).toContain('JSON.parse(sessionStorage.getItem(storageKey) || "{}")[key]');
    expect(restore).toContain('window.scrollTo(0, storedY)');
    expect(restore.endsWith('("react-router-scroll-positions")')).toBe(true);
    const lines = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!.split('\n');
    expect(lines[1]).toBe(
      "if (!window.history.state || !window.history.state.key) window.history.replaceState({ key: Math.random().toString(32).slice(2), idx: 0 }, '');",
    );
    expect(lines[0]!.startsWith('await new Promise((go) =>')).toBe(true);
    expect(lines.findIndex((line) => line.includes('import('))).toBeGreaterThan(1);
    // The function's source as a bundle loaded through a transform prints it (a semicolon more) is replaced too.
    const transformed = REACT_ROUTER_SCROLL_RESTORATION.replace('"");\n\t\t}', '"");\n\t\t};');
    expect(transformed).not.toBe(REACT_ROUTER_SCROLL_RESTORATION);
    expect(prepareFirstPaint(page(rrBootstrap, transformed), (href) => css[href])).not.toContain(
      'replaceState({ key }',
    );
  });

  it("keeps a scroll restoration script it does not know, and React Router's when the bootstrap is unknown", () => {
    const other = REACT_ROUTER_SCROLL_RESTORATION.replace(', null)', ', "custom-key")');
    expect(prepareFirstPaint(page(rrBootstrap, other), (href) => css[href])).toContain(other);
    const unknown = `import { hydrate } from "/assets/entry.client-2.js";\nhydrate();`;
    expect(prepareFirstPaint(page(unknown), (href) => css[href])).toContain(REACT_ROUTER_SCROLL_RESTORATION);
  });

  it('leaves a document without a head alone', () => {
    expect(prepareFirstPaint('{"data":1}', () => 'x')).toBe('{"data":1}');
  });
});
