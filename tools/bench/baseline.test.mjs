import assert from 'node:assert/strict';
import test from 'node:test';
import { comparisonRows } from './baseline.mjs';
import { tablesOf, toMarkdown } from './report.mjs';

const stats = (median) => ({ median, min: median, max: median, n: 1 });
const runAt = (cpu, fcpRatio) => ({
  cpu,
  runs: 7,
  summary: {
    'login.jsGz9': { baseline: stats(137_000), portal: stats(180_000), ratio: stats(180 / 137) },
    'login.fcp': { baseline: stats(400), portal: stats(400 * fcpRatio), ratio: stats(fcpRatio) },
  },
});

test('bytes are compared once, times at every CPU setting, each against its goal', () => {
  const rows = comparisonRows([runAt(1, 1.2), runAt(4, 1.5)]);
  assert.deepEqual(
    rows.map((r) => [r.key, r.cpu, r.met]),
    [
      ['login.jsGz9', 1, true],
      ['login.fcp', 1, true],
      ['login.fcp', 4, false],
    ],
  );
});

test('the report shows the ratios and says which goals are not met', () => {
  const runs = [runAt(1, 1.2), runAt(4, 1.5)];
  const results = { budgets: { checks: [] }, remotes: [], baseline: { runs, comparison: comparisonRows(runs) } };
  const md = toMarkdown(tablesOf(results));
  assert.match(md, /\| \/login first contentful paint \| 4x \| 400 ms \(400 ms–400 ms\) \| 600 ms \(600 ms–600 ms\) \| 1\.50 \(1\.50–1\.50\) \| ≤ 1\.3× NOT met \|/);
  assert.match(md, /\| \/login JS, gzip-9 \| any \| 133\.8 KB/);
});
