/**
 * The entry of the server bundle (vite.config.ts: the SSR build bundles it with React and React Router into
 * `<build>/server/index.js`, which runs from wherever the build is). src/server/plugins/site/render.ts
 * imports that file and renders pages through `handleRequest`.
 */
import { createRequestHandler } from 'react-router';
import * as build from 'virtual:react-router/server-build';
import { type PageTable, pageTable } from '~/shared/page-table';

/** Always the production mode: an error page never shows a stack trace. */
export const handleRequest = createRequestHandler(build, 'production');

/**
 * The API bases the build was made with (VITE_API_BASE, VITE_BLOG_API_BASE): when they are on another
 * origin, the server adds it to the pages' Content-Security-Policy.
 */
export { apiBaseUrl, blogApiBaseUrl } from './lib/api';

/** Every route id of the app ('root', 'routes/annualconf', ...): the server keeps `_routes` to these. */
export const routeIds = Object.keys(build.routes);

/** The public and app pages of the route table (src/web/routes.ts): the addresses the server answers. */
export const pages: PageTable = pageTable(Object.values(build.routes).filter((route) => route !== undefined));
