/**
 * The load bench's yardstick: a bare Fastify server with one route, GET / -> {}, in a process of its own
 * (as the real server is), so that the dashboard's throughput can be compared with Fastify's ceiling on
 * the same machine in the same run. Listens on 127.0.0.1:$PORT and prints `listening` once ready.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({}));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log('listening');
process.once('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
