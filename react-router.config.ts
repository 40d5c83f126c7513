import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'src/web',
  buildDirectory: process.env.BUILD_DIR ?? 'build',
  // Our Fastify server renders every page at run time through the server bundle and keeps the rendering
  // until the data it shows changes (docs/decisions/0023-server-rendered-event-pages.md).
  ssr: true,
  // Every route is in the manifest the page loads (no /__manifest requests while navigating).
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
