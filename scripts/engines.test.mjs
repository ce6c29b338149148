// `node --test scripts/`: every package the lockfile installs runs on the oldest Node we declare,
// so `npm install` prints no EBADENGINE warning to a new user.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import semver from 'semver';

const root = new URL('../', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8'));

test('every locked package supports the oldest Node the project declares', () => {
  const oldest = semver.minVersion(manifest.engines.node);
  assert.ok(oldest, 'package.json declares engines.node');
  const unsupported = [];
  for (const [location, entry] of Object.entries(lock.packages)) {
    const wanted = entry.engines?.node;
    // Optional packages (platform binaries) are skipped by npm where they do not fit.
    if (!location || !wanted || entry.optional) continue;
    if (!semver.satisfies(oldest, wanted)) unsupported.push(`${location} (node ${wanted})`);
  }
  assert.deepEqual(unsupported, [], `packages that need a newer Node than ${oldest}`);
});
