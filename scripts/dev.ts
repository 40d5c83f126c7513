/**
 * npm run dev: the API with hot reload (tsx watch, port API_PORT=3001) and the web app with Vite HMR
 * (react-router dev, port 3000, proxying /v1/api and /healthz to the API). Ctrl+C stops both.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
const webPort = process.env.PORT ?? '3000';

const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    // Image URLs in API answers are absolute (API_PUBLIC_URL, else PUBLIC_URL): the browser reaches the API
    // through the web app's proxy.
    env: {
      ...process.env,
      PORT: apiPort,
      PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${webPort}`,
    },
  }),
  spawn('npx', ['react-router', 'dev', '--port', webPort, '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

function stop(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
