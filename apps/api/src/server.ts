import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const app = await buildApp({ config });

// Start-up leaves garbage that an idle server would keep resident for a long time: on a fresh
// DATA_DIR the embedded database runs initdb in WASM instances of its own (300 MB and more).
// One full collection now returns it (ADR 017); the flag only makes `gc` callable.
setFlagsFromString('--expose-gc');
(runInNewContext('gc') as () => void)();

// Finish the requests in flight, then close the database, on a container's stop signal. Once: a
// terminal's Ctrl-C or a process-group signal reaches this process and its supervisor, which passes
// it on, and a second signal must not kill the process before the database is closed.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  });
}

await app.listen({ port: config.port, host: config.host });
const url = `http://localhost:${config.port}`;
app.log.info(`Quincena lista en ${url}`);
const banner = [`  Quincena: ${url}`, `  API docs: ${url}/api/docs`];
if (!config.isProduction && config.seedDemo) {
  banner.push(
    '  Demo sign-ins:',
    `    administrador  ${config.admin.username} / ${config.admin.password}  ·  operador / operador12345`,
    '    vendedores     vendedor, vendedor2 / vendedor12345',
    '    cliente        teléfono 6000-0001, PIN 2580',
  );
}
console.log(`\n${banner.join('\n')}\n`);
