// The pure half of `npm run lighthouse`: which pages and presets to audit, and how a Lighthouse
// result (LHR) becomes a table row, the failing accessibility audits and the top performance
// opportunities. No browser, no server: scripts/lighthouse-report.test.mjs covers it.
import { parseArgs } from 'node:util';

/** The pages issue 11 names; `role` is the demo user signed in before the audit (README). */
export const PAGES = [
  { name: 'login', path: '/login', role: null },
  { name: 'vendor', path: '/vendor', role: 'vendor' },
  { name: 'admin', path: '/admin/applications', role: 'admin' },
  { name: 'customer', path: '/customer', role: 'customer' },
];

export const PRESETS = ['mobile', 'desktop'];

/**
 * How the browser reaches the app: `h2` through a TLS + HTTP/2 front, as the load balancer of a
 * deployment serves it (scripts/tls-front.mjs); `http1` the app's own plain HTTP/1.1.
 */
export const PROTOCOLS = ['h2', 'http1'];

/** Issue 11's targets, printed under the table; the run never fails on them. */
export const TARGETS = { mobilePerformance: 0.95, accessibility: 1 };

export const USAGE = `Usage: npm run lighthouse -- [--page <${PAGES.map((p) => p.name).join('|')}>]… [--preset <mobile|desktop>]…
                              [--protocol <h2|http1>]… [--runs <n>] [--out <dir>]
  --page      audit only these pages (repeat or separate with commas); default: all
  --preset    only this preset; default: mobile and desktop
  --protocol  h2: through a TLS + HTTP/2 front, as a load balancer serves the app in a deployment;
              http1: the app's own HTTP/1.1; default: both
  --runs      audits per page, preset and protocol; the median run is reported (Lighthouse's pick); default 1
  --out       also write each reported run as <page>-<preset>-<protocol>.report.html and .json into <dir>
Environment: LIGHTHOUSE_URL audits an app already running there (signed in with the demo users)
instead of starting one; CHROMIUM_PATH overrides /usr/bin/chromium.`;

const list = (values) => values.flatMap((value) => value.split(',')).map((value) => value.trim());

/** Command-line options; throws an Error whose message suits the user on anything unknown. */
export function parseCliArgs(argv) {
  const { values } = parseArgs({
    args: argv,
    options: {
      page: { type: 'string', multiple: true },
      preset: { type: 'string', multiple: true },
      protocol: { type: 'string', multiple: true },
      runs: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  });
  const pageNames = values.page ? list(values.page) : PAGES.map((p) => p.name);
  for (const name of pageNames) {
    if (!PAGES.some((p) => p.name === name)) throw new Error(`unknown page "${name}"`);
  }
  const presets = values.preset ? list(values.preset) : PRESETS;
  for (const preset of presets) {
    if (!PRESETS.includes(preset)) throw new Error(`unknown preset "${preset}"`);
  }
  const protocols = values.protocol ? list(values.protocol) : PROTOCOLS;
  for (const protocol of protocols) {
    if (!PROTOCOLS.includes(protocol)) throw new Error(`unknown protocol "${protocol}"`);
  }
  const runs = values.runs === undefined ? 1 : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9)
    throw new Error('--runs takes a whole number from 1 to 9');
  return {
    // Kept in the table's order whatever order they were asked in.
    pages: PAGES.filter((p) => pageNames.includes(p.name)),
    presets: PRESETS.filter((p) => presets.includes(p)),
    protocols: PROTOCOLS.filter((p) => protocols.includes(p)),
    runs,
    out: values.out ?? null,
    help: values.help ?? false,
  };
}

const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? null;

/** One table row from an LHR: category scores 0–1, LCP and TBT in ms, CLS unitless. */
export function summarize(lhr) {
  return {
    performance: lhr.categories.performance?.score ?? null,
    accessibility: lhr.categories.accessibility?.score ?? null,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    // Lighthouse's own CPU benchmark for this run: on a busy shared machine it explains slow rows.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

/** Audits that pass or fail; the rest (manual, informative, not applicable) have no verdict. */
const SCORED = new Set(['binary', 'numeric', 'metricSavings']);

/** Items of an audit's details; some audits (the LCP element's) list tables of items instead. */
const itemsOf = (audit) =>
  (audit.details?.items ?? []).flatMap((item) => (item.type === 'table' ? item.items : [item]));

/** What an audit's details point at: element selectors, else URLs or labels, with their time if any. */
function targetsOf(audit, max) {
  const targets = [];
  for (const item of itemsOf(audit)) {
    if (item.phase) continue;
    const target =
      item.node?.selector ??
      (typeof item.url === 'string' ? item.url : null) ??
      (typeof item.source === 'object' ? item.source?.url : null) ??
      item.label ??
      item.groupLabel ??
      null;
    // Main-thread time per script (bootup-time) or per kind of work (mainthread-work-breakdown).
    const ms = item.total ?? item.duration;
    const shown = target && typeof ms === 'number' ? `${target} (${Math.round(ms)} ms)` : target;
    if (shown && !targets.includes(shown)) targets.push(shown);
  }
  return { shown: targets.slice(0, max), more: Math.max(0, targets.length - max) };
}

/** The LCP element audit's breakdown (TTFB, load delay, load time, render delay), or null. */
function phasesOf(audit) {
  const phases = itemsOf(audit).filter((item) => item.phase && typeof item.timing === 'number');
  if (phases.length === 0) return null;
  return phases.map((item) => `${item.phase} ${Math.round(item.timing)} ms`).join(' · ');
}

/** Accessibility audits below 1, each with the elements it names (up to `maxTargets`). */
export function failingAccessibility(lhr, maxTargets = 5) {
  const category = lhr.categories.accessibility;
  if (!category) return [];
  return category.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && SCORED.has(audit.scoreDisplayMode) && audit.score !== null && audit.score < 1)
    .map((audit) => ({ id: audit.id, title: audit.title, ...targetsOf(audit, maxTargets) }));
}

/** Estimated savings of an audit: its own overall figure, else the largest metric it would improve. */
function savingsOf(audit) {
  const ms = audit.details?.overallSavingsMs ?? Math.max(0, ...Object.values(audit.metricSavings ?? {}));
  return { ms, bytes: audit.details?.overallSavingsBytes ?? 0 };
}

/**
 * The performance audits that fail (score below 0.9, Lighthouse's own line) and promise savings,
 * largest first, as the report's "Opportunities" and "Diagnostics" order them.
 */
export function topOpportunities(lhr, limit = 5, maxTargets = 3) {
  const category = lhr.categories.performance;
  if (!category) return [];
  return category.auditRefs
    .filter((ref) => ref.group !== 'metrics' && ref.group !== 'hidden')
    .map((ref) => lhr.audits[ref.id])
    .filter(
      (audit) => audit && audit.score !== null && audit.score < 0.9 && SCORED.has(audit.scoreDisplayMode),
    )
    .map((audit) => ({ audit, savings: savingsOf(audit) }))
    .filter(({ savings }) => savings.ms > 0 || savings.bytes > 0)
    .sort((a, b) => b.savings.ms - a.savings.ms || b.savings.bytes - a.savings.bytes)
    .slice(0, limit)
    .map(({ audit, savings }) => ({
      id: audit.id,
      title: audit.title,
      savingsMs: Math.round(savings.ms),
      savingsKiB: Math.round(savings.bytes / 1024),
      displayValue: audit.displayValue ?? '',
      phases: phasesOf(audit),
      ...targetsOf(audit, maxTargets),
    }));
}

const dash = '—';
export const formatScore = (score) => (score === null || score === undefined ? dash : score.toFixed(2));
export const formatSeconds = (ms) => (ms === null || ms === undefined ? dash : `${(ms / 1000).toFixed(1)} s`);
export const formatMs = (ms) => (ms === null || ms === undefined ? dash : `${Math.round(ms)} ms`);
export const formatCls = (cls) => (cls === null || cls === undefined ? dash : cls.toFixed(3));

/**
 * The results as a Markdown table with padded columns: readable in a terminal, pasted as is into a
 * note or an ADR. Each row: { page, preset, ...summarize(lhr) }, or { page, preset, error } for a run
 * that failed (its reason is printed apart).
 */
export function formatTable(rows) {
  const header = [
    'page',
    'preset',
    'protocol',
    'performance',
    'accessibility',
    'LCP',
    'CLS',
    'TBT',
    'CPU index',
  ];
  const rightAligned = [false, false, false, true, true, true, true, true, true];
  const cells = rows.map((row) =>
    row.error
      ? [row.page, row.preset, row.protocol, 'failed', dash, dash, dash, dash, dash]
      : [
          row.page,
          row.preset,
          row.protocol,
          formatScore(row.performance),
          formatScore(row.accessibility),
          formatSeconds(row.lcpMs),
          formatCls(row.cls),
          formatMs(row.tbtMs),
          row.benchmarkIndex === null || row.benchmarkIndex === undefined
            ? dash
            : String(Math.round(row.benchmarkIndex)),
        ],
  );
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((line) => line[i].length)));
  const pad = (text, i) => (rightAligned[i] ? text.padStart(widths[i]) : text.padEnd(widths[i]));
  const line = (values) => `| ${values.map(pad).join(' | ')} |`;
  const rule = `|${widths.map((width, i) => (rightAligned[i] ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [line(header), rule, ...cells.map(line)].join('\n');
}

/** The findings of one row, indented under a "page preset" heading, for someone to fix. */
export function formatFindings(title, lhr) {
  const lines = [`${title}`];
  const a11y = failingAccessibility(lhr);
  lines.push(
    a11y.length === 0 ? '  accessibility: every scored audit passes' : '  accessibility audits failing:',
  );
  for (const audit of a11y) {
    lines.push(`    - ${audit.id}: ${audit.title}`);
    for (const target of audit.shown) lines.push(`        ${target}`);
    if (audit.more > 0) lines.push(`        … and ${audit.more} more`);
  }
  const opportunities = topOpportunities(lhr);
  lines.push(
    opportunities.length === 0
      ? '  performance: no failing audit with estimated savings'
      : '  top performance opportunities:',
  );
  for (const item of opportunities) {
    const savings = [
      item.savingsMs > 0 ? `${item.savingsMs} ms` : '',
      item.savingsKiB > 0 ? `${item.savingsKiB} KiB` : '',
    ]
      .filter(Boolean)
      .join(', ');
    const shown = item.displayValue ? ` (${item.displayValue})` : '';
    lines.push(`    - ${item.id}: ${item.title}${shown} — est. savings ${savings}`);
    for (const target of item.shown) lines.push(`        ${target}`);
    if (item.more > 0) lines.push(`        … and ${item.more} more`);
    if (item.phases) lines.push(`        phases: ${item.phases}`);
  }
  return lines.join('\n');
}
