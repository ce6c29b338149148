import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const app = await buildApp({ config });

// Finish the requests in flight, then close the database, on a container's stop signal.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
app.log.info(`Quincena lista en ${url}`);
console.log(`\n  Quincena: ${url}\n  API docs: ${url}/api/docs\n`);
