import type { Config } from '@react-router/dev/config';
import { notFoundPrerenderPath, publicRoutes } from './src/shared/paths';

export default {
  appDirectory: 'src/web',
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  ssr: false,
  // Public pages ship real HTML; every other route is served the SPA shell by our Fastify server.
  prerender: [...publicRoutes, notFoundPrerenderPath],
} satisfies Config;
