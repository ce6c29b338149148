// `node --test scripts/`: the pure half of `npm run lighthouse`, on hand-made Lighthouse results.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  failingAccessibility,
  formatFindings,
  formatTable,
  parseCliArgs,
  summarize,
  topOpportunities,
} from './lighthouse-report.mjs';

/** The parts of an LHR the report reads, in Lighthouse 12's shapes. */
function fakeLhr() {
  return {
    environment: { benchmarkIndex: 1234.4 },
    categories: {
      performance: {
        score: 0.8149,
        auditRefs: [
          { id: 'largest-contentful-paint', group: 'metrics' },
          { id: 'total-blocking-time', group: 'metrics' },
          { id: 'cumulative-layout-shift', group: 'metrics' },
          { id: 'unused-javascript', group: 'diagnostics' },
          { id: 'render-blocking-resources', group: 'diagnostics' },
          { id: 'mainthread-work-breakdown', group: 'diagnostics' },
          { id: 'uses-long-cache-ttl', group: 'diagnostics' },
          { id: 'font-display', group: 'diagnostics' },
          { id: 'largest-contentful-paint-element', group: 'diagnostics' },
        ],
      },
      accessibility: {
        score: 0.93,
        auditRefs: [{ id: 'color-contrast' }, { id: 'label' }, { id: 'tabindex' }, { id: 'video-caption' }],
      },
    },
    audits: {
      'largest-contentful-paint': { id: 'largest-contentful-paint', numericValue: 3470.2, score: 0.6 },
      'total-blocking-time': { id: 'total-blocking-time', numericValue: 344.6, score: 0.7 },
      'cumulative-layout-shift': { id: 'cumulative-layout-shift', numericValue: 0.01234, score: 1 },
      'unused-javascript': {
        id: 'unused-javascript',
        title: 'Reduce unused JavaScript',
        score: 0.5,
        scoreDisplayMode: 'metricSavings',
        displayValue: 'Est savings of 43 KiB',
        details: {
          type: 'opportunity',
          overallSavingsMs: 150,
          overallSavingsBytes: 44_032,
          items: [{ url: 'http://x/assets/index.js' }, { url: 'http://x/assets/admin.js' }],
        },
      },
      'render-blocking-resources': {
        id: 'render-blocking-resources',
        title: 'Eliminate render-blocking resources',
        score: 0,
        scoreDisplayMode: 'metricSavings',
        details: {
          type: 'opportunity',
          overallSavingsMs: 600,
          items: [{ url: 'http://x/assets/index.css' }],
        },
      },
      'mainthread-work-breakdown': {
        id: 'mainthread-work-breakdown',
        title: 'Minimize main-thread work',
        score: 0,
        scoreDisplayMode: 'metricSavings',
        metricSavings: { TBT: 350 },
        details: { type: 'table', items: [{ groupLabel: 'Script Evaluation', duration: 2254.3 }] },
      },
      // A table of the element, then a table of its phases.
      'largest-contentful-paint-element': {
        id: 'largest-contentful-paint-element',
        title: 'Largest Contentful Paint element',
        score: 0,
        scoreDisplayMode: 'metricSavings',
        displayValue: '3,470 ms',
        metricSavings: { LCP: 950 },
        details: {
          type: 'list',
          items: [
            { type: 'table', items: [{ node: { selector: 'form.grid > p' } }] },
            {
              type: 'table',
              items: [
                { phase: 'TTFB', timing: 516.6 },
                { phase: 'Render Delay', timing: 2953.4 },
              ],
            },
          ],
        },
      },
      // Passing: never listed, whatever it could save.
      'uses-long-cache-ttl': {
        id: 'uses-long-cache-ttl',
        title: 'Serve static assets with an efficient cache policy',
        score: 1,
        scoreDisplayMode: 'metricSavings',
        details: { type: 'table', overallSavingsBytes: 9000, items: [] },
      },
      // Failing but promising nothing: not an opportunity.
      'font-display': {
        id: 'font-display',
        title: 'Font display',
        score: 0,
        scoreDisplayMode: 'metricSavings',
      },
      'color-contrast': {
        id: 'color-contrast',
        title: 'Background and foreground colors do not have a sufficient contrast ratio.',
        score: 0,
        scoreDisplayMode: 'binary',
        details: {
          items: [
            { node: { selector: 'p.text-muted' } },
            { node: { selector: 'p.text-muted' } },
            { node: { selector: 'span.badge' } },
          ],
        },
      },
      // The LCP element's audit lists tables, not items.
      label: {
        id: 'label',
        title: 'Form elements do not have associated labels',
        score: 0,
        scoreDisplayMode: 'binary',
        details: { type: 'list', items: [{ type: 'table', items: [{ node: { selector: 'input#pin' } }] }] },
      },
      tabindex: {
        id: 'tabindex',
        title: 'No element has a tabindex above 0',
        score: 1,
        scoreDisplayMode: 'binary',
      },
      'video-caption': { id: 'video-caption', score: null, scoreDisplayMode: 'notApplicable' },
    },
  };
}

test('parseCliArgs: every page and both presets by default, in table order', () => {
  const options = parseCliArgs([]);
  assert.deepEqual(
    options.pages.map((p) => p.path),
    ['/login', '/vendor', '/admin/applications', '/customer'],
  );
  assert.deepEqual(options.presets, ['mobile', 'desktop']);
  assert.deepEqual(options.protocols, ['h2', 'http1']);
  assert.equal(options.runs, 1);
  assert.equal(options.out, null);
});

test('parseCliArgs: pages by comma or repeated, one preset and protocol, runs and an output directory', () => {
  const options = parseCliArgs([
    '--page',
    'customer,login',
    '--page',
    'admin',
    '--preset',
    'desktop',
    '--protocol',
    'http1',
    '--runs',
    '3',
    '--out',
    'r',
  ]);
  assert.deepEqual(
    options.pages.map((p) => p.name),
    ['login', 'admin', 'customer'],
  );
  assert.deepEqual(options.presets, ['desktop']);
  assert.deepEqual(options.protocols, ['http1']);
  assert.equal(options.runs, 3);
  assert.equal(options.out, 'r');
});

test('parseCliArgs: refuses unknown pages, presets, protocols, options and bad run counts', () => {
  assert.throws(() => parseCliArgs(['--page', 'reports']), /unknown page "reports"/);
  assert.throws(() => parseCliArgs(['--preset', 'tablet']), /unknown preset "tablet"/);
  assert.throws(() => parseCliArgs(['--protocol', 'h3']), /unknown protocol "h3"/);
  assert.throws(() => parseCliArgs(['--runs', '0']), /--runs/);
  assert.throws(() => parseCliArgs(['--runs', '1.5']), /--runs/);
  assert.throws(() => parseCliArgs(['--fast']), /Unknown option/);
});

test('summarize: scores, LCP, CLS, TBT and the CPU benchmark of a run', () => {
  assert.deepEqual(summarize(fakeLhr()), {
    performance: 0.8149,
    accessibility: 0.93,
    lcpMs: 3470.2,
    cls: 0.01234,
    tbtMs: 344.6,
    benchmarkIndex: 1234.4,
  });
});

test('failingAccessibility: scored audits below 1 with their distinct selectors, nested tables included', () => {
  assert.deepEqual(failingAccessibility(fakeLhr()), [
    {
      id: 'color-contrast',
      title: 'Background and foreground colors do not have a sufficient contrast ratio.',
      shown: ['p.text-muted', 'span.badge'],
      more: 0,
    },
    { id: 'label', title: 'Form elements do not have associated labels', shown: ['input#pin'], more: 0 },
  ]);
  assert.deepEqual(failingAccessibility(fakeLhr(), 1)[0].more, 1);
});

test('topOpportunities: failing audits with savings, largest first, metrics and passing audits left out', () => {
  const found = topOpportunities(fakeLhr());
  assert.deepEqual(
    found.map((o) => [o.id, o.savingsMs, o.savingsKiB]),
    [
      ['largest-contentful-paint-element', 950, 0],
      ['render-blocking-resources', 600, 0],
      ['mainthread-work-breakdown', 350, 0],
      ['unused-javascript', 150, 43],
    ],
  );
  assert.deepEqual(found[0].shown, ['form.grid > p']);
  assert.equal(found[0].phases, 'TTFB 517 ms · Render Delay 2953 ms');
  assert.deepEqual(found[2].shown, ['Script Evaluation (2254 ms)']);
  assert.equal(found[2].phases, null);
  assert.deepEqual(found[3].shown, ['http://x/assets/index.js', 'http://x/assets/admin.js']);
  assert.equal(topOpportunities(fakeLhr(), 1).length, 1);
});

test('formatTable: a padded Markdown table, numbers right-aligned, a failed run marked', () => {
  const table = formatTable([
    { page: '/login', preset: 'mobile', protocol: 'h2', ...summarize(fakeLhr()) },
    { page: '/customer', preset: 'desktop', protocol: 'http1', error: 'NO_FCP' },
  ]);
  assert.equal(
    table,
    [
      '| page      | preset  | protocol | performance | accessibility |   LCP |   CLS |    TBT | CPU index |',
      '|-----------|---------|----------|------------:|--------------:|------:|------:|-------:|----------:|',
      '| /login    | mobile  | h2       |        0.81 |          0.93 | 3.5 s | 0.012 | 345 ms |      1234 |',
      '| /customer | desktop | http1    |      failed |             — |     — |     — |      — |         — |',
    ].join('\n'),
  );
});

test('formatFindings: what to fix, under the page and preset', () => {
  const text = formatFindings('/login (mobile)', fakeLhr());
  assert.match(text, /^\/login \(mobile\)\n {2}accessibility audits failing:\n {4}- color-contrast: /);
  assert.match(text, /\n {8}p\.text-muted\n {8}span\.badge\n/);
  assert.match(text, /\n {8}form\.grid > p\n {8}phases: TTFB 517 ms · Render Delay 2953 ms\n/);
  assert.match(
    text,
    /- unused-javascript: Reduce unused JavaScript \(Est savings of 43 KiB\) — est\. savings 150 ms, 43 KiB\n/,
  );
});

test('formatFindings: says so when nothing fails', () => {
  const lhr = fakeLhr();
  lhr.categories.accessibility.auditRefs = [{ id: 'tabindex' }];
  lhr.categories.performance.auditRefs = [{ id: 'largest-contentful-paint', group: 'metrics' }];
  assert.equal(
    formatFindings('/vendor (desktop)', lhr),
    '/vendor (desktop)\n  accessibility: every scored audit passes\n  performance: no failing audit with estimated savings',
  );
});
