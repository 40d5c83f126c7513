import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  plugins: [reactRouter()],
  resolve: {
    alias: {
      '~/shared': r('./src/shared'),
      '~/web': r('./src/web'),
      '~/content': r('./content'),
    },
  },
  build: { assetsInlineLimit: 0 },
  server: {
    proxy: { '/v1/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? '3001'}` }, '/healthz': `http://127.0.0.1:${process.env.API_PORT ?? '3001'}` },
  },
});
