// `npm start`: builds what is older than its sources (the web app, the compiled API), then serves
// app + API with plain node (ADR 017), under the supervisor that restarts it if it dies (ADR 021).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const apiDir = path.join(root, 'apps/api');
const sharedSources = path.join(root, 'packages/shared/src');
const builtIndex = path.join(webDir, 'dist/index.html');
const builtServer = path.join(apiDir, 'dist/server.js');
const builtSupervisor = path.join(apiDir, 'dist/supervisor.js');

function newestMtime(entry) {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestMtime(path.join(entry, name))));
}

const isStale = (output, sources) =>
  !existsSync(output) || Math.max(...sources.map(newestMtime)) > statSync(output).mtimeMs;

function run(message, command, args) {
  console.log(message);
  const build = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// With WEB_DIST_DIR the caller provides a build (the browser tests build their own).
if (!process.env.WEB_DIST_DIR && isStale(builtIndex, [path.join(webDir, 'src'), sharedSources])) {
  run('Construyendo la aplicación web…', 'npm', ['run', 'build', '-w', 'apps/web']);
}
const apiSources = [path.join(apiDir, 'src'), sharedSources, path.join(apiDir, 'build.mjs')];
if (isStale(builtServer, apiSources) || isStale(builtSupervisor, apiSources)) {
  run('Compilando la API…', process.execPath, [path.join(apiDir, 'build.mjs')]);
}

// The supervisor runs the server in a worker process and sets its memory options (ADR 017).
const supervisor = spawn(process.execPath, [builtSupervisor], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => supervisor.kill(signal));
supervisor.on('exit', (code) => process.exit(code ?? 1));
