// `npm run build -w apps/api`: the server as one ES module, dist/server.js, for plain `node`, and
// its supervisor, dist/supervisor.js (ADR 021).
// @quincena/shared is compiled in (it ships TypeScript source); packages from node_modules stay
// imports, resolved at run time from apps/api as under tsx. ADR 017 says why esbuild and not tsc.
//   node build.mjs [--outdir DIR]   (a build of one's own elsewhere, e.g. to compare two versions)
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as esbuild from 'esbuild';

const apiDir = import.meta.dirname;
const { values } = parseArgs({ options: { outdir: { type: 'string', default: path.join(apiDir, 'dist') } } });
const outdir = path.resolve(values.outdir);

/**
 * Code that finds files beside itself (the migrations folder, the web build) keeps meaning its
 * source directory: `import.meta.dirname` becomes that directory, found from the bundle's own URL,
 * so the bundle works from whichever folder it is built into.
 */
const sourceDirectories = {
  name: 'source-directories',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      let contents = await readFile(args.path, 'utf8');
      if (/import\.meta\.(url|filename)\b/.test(contents)) {
        throw new Error(`${args.path}: only import.meta.dirname is rewritten for the bundle`);
      }
      const relative = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/') || '.';
      contents = contents.replaceAll('import.meta.dirname', `__sourceDirectory(${JSON.stringify(relative)})`);
      return { contents, loader: 'ts' };
    });
  },
};

/** Bare imports stay imports, except our own workspace packages, which are compiled in. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@quincena/') ? undefined : { path: args.path, external: true },
    );
  },
};

const result = await esbuild.build({
  // The server, and the supervisor that runs it in a worker and restarts it (ADR 021).
  // The PDF worker beside them, which render-pdf.ts finds through `__bundleFile` (ADR 052).
  entryPoints: {
    server: path.join(apiDir, 'src/server.ts'),
    supervisor: path.join(apiDir, 'src/supervisor.ts'),
    'pdf-worker': path.join(apiDir, 'src/infra/pdf/pdf-worker.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  // Every module's top-level code runs, as under node or tsx: shared's "sideEffects": false (there
  // for the web bundle) would otherwise drop schemas/locale.ts, which makes zod speak Spanish.
  ignoreAnnotations: true,
  plugins: [sourceDirectories, externalPackages],
  banner: {
    js: [
      "import { fileURLToPath as __fileURLToPath } from 'node:url';",
      'const __sourceDirectory = (relative) => __fileURLToPath(new URL(relative, import.meta.url));',
      'const __bundleFile = (name) => __fileURLToPath(new URL(name, import.meta.url));',
    ].join('\n'),
  },
  metafile: true,
  write: false,
  logLevel: 'warning',
});

// Every package the bundle imports must be a dependency of apps/api (an install without dev
// dependencies runs it) and be installed where node looks from the output folder; a package only
// the shared package declared, or a folder outside the repository, would fail at start, not here.
const { dependencies } = JSON.parse(await readFile(path.join(apiDir, 'package.json'), 'utf8'));
function installed(name) {
  for (let dir = outdir; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', name, 'package.json'))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}
for (const output of Object.values(result.metafile.outputs)) {
  for (const { path: specifier, external } of output.imports) {
    if (!external || specifier.startsWith('node:') || builtinModules.includes(specifier)) continue;
    const name = specifier
      .split('/')
      .slice(0, specifier.startsWith('@') ? 2 : 1)
      .join('/');
    if (!(name in dependencies))
      throw new Error(`the server imports ${name}: add it to apps/api dependencies`);
    if (!installed(name)) throw new Error(`the server imports ${name}, not installed for ${outdir}`);
  }
}

// Written beside and renamed into place: a server starting meanwhile reads the old file or the new.
await mkdir(outdir, { recursive: true });
for (const file of result.outputFiles) {
  const temporary = `${file.path}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temporary, file.contents);
  await rename(temporary, file.path);
}
console.log(
  `API compilada en ${path.relative(process.cwd(), outdir) || '.'} (server.js, supervisor.js, pdf-worker.js)`,
);
