// The floor of the API's throughput: a bare Fastify route on the same Node, the same machine and the
// same core, measured in the same run. `node bare-fastify.mjs <port>`
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2]) });
