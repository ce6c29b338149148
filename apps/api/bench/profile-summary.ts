/**
 * `tsx bench/profile-summary.ts <file.cpuprofile> [top]`: where the real app spent its CPU during a
 * bench run with BENCH_CPU_PROF, as self time per package or app folder and per function.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const top = Number(topArg ?? 25);
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const selfMs = new Map<number, number>();
profile.samples.forEach((id, i) => {
  selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
});

/** node_modules/<package>, the app's own folder, or what V8 names (GC, idle, program). */
function placeOf(frame: ProfileNode['callFrame']): string {
  const url = frame.url;
  if (!url) return `(${frame.functionName || 'anonymous'})`;
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (module) return module[1] as string;
  if (url.startsWith('node:')) return 'node internals';
  const own = /\/(apps\/api\/src|packages\/shared\/src)\/([^/]+)/.exec(url);
  return own ? `${own[1]}/${own[2]}` : url;
}

const add = (map: Map<string, number>, key: string, value: number) =>
  map.set(key, (map.get(key) ?? 0) + value);
const byPlace = new Map<string, number>();
const byFunction = new Map<string, number>();
let total = 0;
for (const [id, time] of selfMs) {
  const frame = (nodes.get(id) as ProfileNode).callFrame;
  total += time;
  add(byPlace, placeOf(frame), time);
  const where = frame.url
    ? `${frame.url.replace(/^.*node_modules\//, '').replace(/^.*\/main\//, '')}:${frame.lineNumber + 1}`
    : '';
  add(byFunction, `${frame.functionName || '(anonymous)'} ${where}`, time);
}
const busy = total - (byPlace.get('(idle)') ?? 0);

// Total time per function, callees included (counted once per stack, so recursion is not doubled).
const keyOf = (frame: ProfileNode['callFrame']) =>
  `${frame.functionName || '(anonymous)'} ${frame.url.replace(/^.*node_modules\//, '').replace(/^.*\/main\//, '')}:${frame.lineNumber + 1}`;
const subtree = new Map<number, number>();
const sizeOf = (id: number): number => {
  const node = nodes.get(id) as ProfileNode;
  const size = (selfMs.get(id) ?? 0) + (node.children ?? []).reduce((sum, child) => sum + sizeOf(child), 0);
  subtree.set(id, size);
  return size;
};
const inclusive = new Map<string, number>();
const active = new Set<string>();
const walk = (id: number) => {
  const node = nodes.get(id) as ProfileNode;
  const key = keyOf(node.callFrame);
  const first = !active.has(key);
  if (first) {
    add(inclusive, key, subtree.get(id) ?? 0);
    active.add(key);
  }
  for (const child of node.children ?? []) walk(child);
  if (first) active.delete(key);
};
const root = profile.nodes[0] as ProfileNode;
sizeOf(root.id);
walk(root.id);
for (const key of [...inclusive.keys()])
  if (
    !/apps\/api\/src|packages\/shared\/src/.test(key) &&
    !/^(fastify|drizzle-orm|zod|pg|jose|@fastify|fastify-type-provider-zod|helmet)\//.test(
      key.split(' ').at(-1) ?? '',
    )
  )
    inclusive.delete(key);
const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}\n`);
  for (const [key, time] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${time.toFixed(0).padStart(8)} ms ${((100 * time) / busy).toFixed(1).padStart(5)}%  ${key}`);
};
console.log(
  `${(total / 1000).toFixed(1)} s sampled, ${(busy / 1000).toFixed(1)} s busy (percentages of busy)`,
);
print('self time by place', byPlace);
print('self time by function', byFunction);
print("total time (callees included) of the app's and its libraries' functions", inclusive);
