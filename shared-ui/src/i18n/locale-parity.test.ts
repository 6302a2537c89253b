import fs from 'node:fs';
import path from 'node:path';

// Every project's zh-TW resource has an en-US twin with the same keys, none empty, and back.
const root = path.resolve(__dirname, '../../..');
const skip = new Set(['node_modules', 'dist', '.git', '.nx', 'coverage', 'storybook-static', 'test-results']);

function resources(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue;
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) resources(p, found);
    else if (p.includes(`${path.sep}zh-TW${path.sep}`) && p.endsWith('.json')) found.push(p);
  }
  return found;
}

function flatten(obj: Record<string, unknown>, prefix = '', out: Record<string, unknown> = {}) {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') flatten(v as Record<string, unknown>, key, out);
    else out[key] = v;
  }
  return out;
}

const files = resources(root);

it('finds the translation resources of every project', () => {
  const projects = new Set(files.map((f) => path.relative(root, f).split(path.sep)[0]));
  for (const p of ['shared-ui', 'host-shell', 'remote-supplier', 'remote-sourcing', 'remote-purchasing', 'remote-payment', 'remote-audit', 'remote-admin']) {
    expect(projects).toContain(p);
  }
});

it.each(files.map((f) => [path.relative(root, f), f]))('%s has the same non-empty keys in en-US', (_name, zhFile) => {
  const enFile = zhFile.replace(`${path.sep}zh-TW${path.sep}`, `${path.sep}en-US${path.sep}`);
  expect(fs.existsSync(enFile)).toBe(true);
  const zh = flatten(JSON.parse(fs.readFileSync(zhFile, 'utf8')));
  const en = flatten(JSON.parse(fs.readFileSync(enFile, 'utf8')));
  expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
  const empty = [...Object.entries(zh), ...Object.entries(en)].filter(([, v]) => typeof v !== 'string' || v.trim() === '');
  expect(empty).toEqual([]);
});
