import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [reactRouter()],
  resolve: {
    alias: {
      '~/shared': r('./src/shared'),
      '~/web': r('./src/web'),
      '~/content': r('./content'),
    },
  },
  // The server bundle (src/web/server-build.ts) carries React, React Router and the rest of what it
  // imports, so it runs from wherever the build lives (SITE_DIR may point at a build outside the repo).
  ...(command === 'build' && isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: isSsrBuild
      ? { input: './src/web/server-build.ts' }
      : {
          output: {
            // Fewer, larger initial chunks: the framework in one file, the code every page shares in another.
            // Lazily loaded code (sonner, forms, zod) is deliberately not matched, so it stays lazy.
            codeSplitting: {
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|@tanstack)[\\/]/,
                },
                {
                  // What every page uses. src/web/components/app/ (components of the signed-in pages, with their
                  // CSS) stays out, so public pages do not load that CSS.
                  name: 'shared',
                  test: /src[\\/](shared[\\/](paths|constants|messages)|web[\\/](lib|components(?![\\/]app[\\/])))[\\/]?|content[\\/](site|navigation|types)\.ts/,
                },
              ],
            },
          },
        },
  },
  server: {
    proxy: {
      '/v1/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? '3001'}` },
      '/healthz': `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`,
    },
  },
}));
