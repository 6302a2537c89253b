// Renders the bench results as tables: plain text for the terminal, Markdown for bench/results.md.
import { formatBytes } from './budgets.mjs';

const ms = (v) => (v === null || v === undefined ? 'n/a' : `${Math.round(v)} ms`);
const status = (ok) => (ok ? 'ok' : 'FAIL');

/** The tables of a results object: [{ title, headers, rows, notes }]. */
export function tablesOf(results) {
  const tables = [];

  tables.push({
    title: 'Budgets',
    headers: ['Check', 'Value', 'Limit', 'Result'],
    rows: results.budgets.checks.map((c) => [
      c.name,
      c.unit === 'bytes' ? formatBytes(c.value) : c.value === null ? 'n/a' : String(c.value),
      c.unit === 'bytes' ? formatBytes(c.limit) : String(c.limit),
      status(c.ok) + (c.note ? ` (${c.note.length > 160 ? `${c.note.slice(0, 157)}...` : c.note})` : ''),
    ]),
  });

  const login = results.login;
  if (login) {
    tables.push({
      title: `/login (cold cache, ${login.runs?.length ?? 0} runs)`,
      headers: ['Script', 'App', 'Size', 'Gzip'],
      rows: [
        ...(login.scripts ?? []).map((s) => [s.file, s.app ?? s.origin, formatBytes(s.bytes), formatBytes(s.gzipBytes)]),
        ['total', `${login.jsRequests ?? 'n/a'} requests`, '', formatBytes(login.jsGzipBytes)],
      ],
      notes: [
        `first-contentful-paint median ${ms(login.fcpMedianMs)} (runs: ${(login.runs ?? []).map((r) => ms(r.fcpMs)).join(', ')})`,
        ...(login.error ? [`error: ${login.error}`] : []),
      ],
    });
  }

  tables.push({
    title: 'Remotes (dist, from disk)',
    headers: ['Remote', 'remoteEntry.js', 'gzip', 'mf-manifest.json', 'gzip'],
    rows: results.remotes.map((r) => [r.app, formatBytes(r.remoteEntryBytes), formatBytes(r.remoteEntryGzipBytes), formatBytes(r.manifestBytes), formatBytes(r.manifestGzipBytes)]),
  });

  const tour = results.tour;
  if (tour) {
    tables.push({
      title: 'Tour (one context: sign in, then each domain through the menu)',
      headers: ['Step', 'Remote', 'Ready on', 'Scripts', 'JS added (gzip)', 'Limit', 'Result'],
      rows: [
        ['sign in', '', tour.signIn?.error ? 'ERROR' : '[data-testid=current-user]', String(tour.signIn?.scripts?.length ?? 0), formatBytes(tour.signIn?.addedGzipBytes), '', ''],
        ...tour.visits.map((v) => [
          `${v.href}${v.firstVisit ? ' (first visit)' : ''}`,
          v.remote,
          v.error ? 'ERROR' : `${v.readyKind}${v.grid ? ' +grid' : ''}`,
          v.error ? '' : String(v.scripts.length),
          formatBytes(v.addedGzipBytes),
          formatBytes(v.limit),
          v.error ? 'FAIL' : status(v.ok),
        ]),
      ],
      notes: [
        ...tour.visits.filter((v) => v.error).map((v) => `${v.href}: ${v.error}`),
        ...(tour.signIn?.error ? [`sign in: ${tour.signIn.error}`] : []),
        ...(tour.notes ?? []),
      ],
    });
    const added = tour.visits.filter((v) => v.scripts?.length);
    if (added.length) {
      tables.push({
        title: 'Tour: scripts added per visit',
        headers: ['Visit', 'Script', 'App', 'Gzip'],
        rows: added.flatMap((v) => v.scripts.map((s) => [v.href, s.file, s.app ?? s.origin, formatBytes(s.gzipBytes)])),
      });
    }
  }

  const dup = results.duplicates;
  if (dup) {
    tables.push({
      title: `Duplicate packages (downloaded from more than one app during the tour): ${dup.packages.length}`,
      headers: ['Package', 'Apps and files', 'Found by'],
      rows: dup.packages.map((p) => [p.package, Object.entries(p.apps).map(([app, files]) => `${app}: ${files.join(' ')}`).join('; '), p.sources.join(', ')]),
      notes: [
        ...Object.entries(dup.packageMapSources ?? {}).map(([app, src]) => `package map ${app}: ${src}`),
        ...(dup.unmapped ?? []).map((u) => `unmapped: ${u.url} (${u.reason})`),
        ...(dup.notes ?? []),
      ],
    });
  }

  const timings = results.timings;
  if (timings) {
    tables.push({
      title: `Timings: menu click to first grid row (median of ${timings.runs} runs)`,
      headers: ['Domain', 'Remote', 'First visit', 'Repeat visit', 'Measured on'],
      rows: timings.domains.map((d) => [
        d.href,
        d.remote,
        ms(d.first.medianMs),
        ms(d.repeat.medianMs),
        !d.readyKinds.length ? 'not measured' : d.fallbackUsed ? `fallback: ${d.readyKinds.join('/')} (no grid row)` : 'grid row',
      ]),
      notes: timings.domains.flatMap((d) => d.errors.map((e) => `${d.href}: ${e}`)),
    });
  }
  const interactions = results.interactions;
  if (interactions) {
    tables.push({
      title: `Interactions on ${interactions.list} (input to the next frame after the answer shows)`,
      headers: ['Interaction', 'Median', 'Runs', 'One-bundle limit (median, runs)', 'Goal'],
      rows: interactions.figures.map((f) => [
        f.name,
        ms(f.medianMs),
        f.runsMs.map(ms).join(', '),
        f.baseline ? `${ms(f.baseline.medianMs)} (${f.baseline.runsMs.map(ms).join(', ')})` : '',
        `≤ ${interactions.goalMs} ms ${f.met === null ? 'n/a' : f.met ? 'met' : 'NOT met'}`,
      ]),
      notes: [
        ...(interactions.figures.some((f) => f.baseline)
          ? ["the limit: ../shared/perf-baseline's list (the same DataGrid, server-sorted and paged, rows made in the page with no network), timed the same way in the same rounds; it has no filter bar and no detail"]
          : []),
        ...interactions.errors,
      ],
    });
  }

  const bulk = results.bulkUpload;
  if (bulk) {
    const part = (name, p) => [name, ms(p?.ms), ms(p?.longestTaskMs), p ? `${p.tasksOverLimit}` : 'n/a'];
    tables.push({
      title: `Supplier upload of ${bulk.rows ?? 5000} rows (/admin/upload/suppliers, in the page)`,
      headers: ['Step', 'Time', 'Longest main-thread task', `Tasks ≥ ${bulk.limitMs ?? 200} ms`],
      rows: bulk.error ? [] : [part('1. read the sheet', bulk.read), part('2. load old data and check every row', bulk.check)],
      notes: bulk.error
        ? [`failed: ${bulk.error}`]
        : [`${bulk.distinctSuppliers} distinct suppliers (the seed), each with a new website; the rest of the rows repeat them and are reported as duplicates`],
    });
  }

  const baseline = results.baseline;
  if (baseline) {
    const kb = (key, v) => (v === null || v === undefined ? 'n/a' : key.endsWith('Requests') ? String(v) : key.startsWith('login.rt') || key.endsWith('Gz9') ? `${(v / 1024).toFixed(1)} KB` : `${Math.round(v)} ms`);
    const spread = (key, s) => (s ? `${kb(key, s.median)} (${kb(key, s.min)}–${kb(key, s.max)})` : 'n/a');
    tables.push({
      title: `Against the one-bundle baseline (${baseline.runs?.[0]?.runs ?? 0} alternating rounds per CPU setting, cold cache)`,
      headers: ['Figure', 'CPU', 'Baseline', 'Portal', 'Ratio (range)', 'Goal'],
      rows: (baseline.comparison ?? []).map((r) => [
        r.label,
        r.timed ? `${r.cpu}x` : 'any',
        spread(r.key, r.baseline),
        spread(r.key, r.portal),
        r.ratio ? `${r.ratio.median.toFixed(2)} (${r.ratio.min.toFixed(2)}–${r.ratio.max.toFixed(2)})` : 'n/a',
        r.goal ? `≤ ${r.goal}× ${r.met ? 'met' : 'NOT met'}` : '',
      ]),
      notes: [
        ...(baseline.skipped ? [`not run: ${baseline.skipped}`] : []),
        ...(baseline.error ? [`failed: ${baseline.error}`] : []),
        'measured by ../shared/perf-baseline/measure.mjs; times are reported against the goals, not asserted (a ratio within ±10% is noise)',
      ],
    });
  }
  return tables;
}

export function toText(tables) {
  const out = [];
  for (const t of tables) {
    out.push('', t.title, '-'.repeat(Math.min(t.title.length, 100)));
    const widths = t.headers.map((h, i) => Math.min(70, Math.max(h.length, ...t.rows.map((r) => String(r[i] ?? '').length))));
    const line = (cells) => cells.map((c, i) => String(c ?? '').padEnd(widths[i])).join('  ').trimEnd();
    out.push(line(t.headers));
    for (const row of t.rows) out.push(line(row));
    for (const note of t.notes ?? []) out.push(`  * ${note}`);
  }
  return out.join('\n');
}

const mdCell = (v) => String(v ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function toMarkdown(tables, { title = 'Bench results', meta = [] } = {}) {
  const out = [`# ${title}`, '', ...meta.map((m) => `- ${m}`)];
  for (const t of tables) {
    out.push('', `## ${t.title}`, '', `| ${t.headers.map(mdCell).join(' | ')} |`, `| ${t.headers.map(() => '---').join(' | ')} |`);
    for (const row of t.rows) out.push(`| ${row.map(mdCell).join(' | ')} |`);
    if (t.notes?.length) out.push('', ...t.notes.map((n) => `- ${n}`));
  }
  return `${out.join('\n')}\n`;
}
