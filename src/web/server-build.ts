/**
 * The entry of the server bundle (vite.config.ts: the SSR build bundles it with React and React Router into
 * `<build>/server/index.js`, which runs from wherever the build is). src/server/plugins/site/render.ts
 * imports that file and renders pages through `handleRequest`.
 */
import { createRequestHandler } from 'react-router';
import * as build from 'virtual:react-router/server-build';

/** Always the production mode: an error page never shows a stack trace. */
export const handleRequest = createRequestHandler(build, 'production');

/** Every route id of the app ('root', 'routes/annualconf', ...): the server keeps `_routes` to these. */
export const routeIds = Object.keys(build.routes);
