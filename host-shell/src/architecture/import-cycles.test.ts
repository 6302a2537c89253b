import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Import cycles fail lint: every project's lint target runs dependency-cruiser with the
// workspace's .dependency-cruiser.cjs over its own files. Shown here on a throw-away project,
// run the way the lint targets run it (from the project folder, `depcruise src -c <config>`).
const root = path.resolve(__dirname, '../../..');
const depcruise = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

function lintImports(files: Record<string, string>) {
  const project = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cycle-'));
  try {
    for (const [file, code] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(project, file)), { recursive: true });
      fs.writeFileSync(path.join(project, file), code);
    }
    const run = spawnSync(process.execPath, [depcruise, 'src', '-c', path.join(root, '.dependency-cruiser.cjs')], { cwd: project, encoding: 'utf8' });
    return { failed: run.status !== 0, output: run.stdout + run.stderr };
  } finally {
    fs.rmSync(project, { recursive: true, force: true });
  }
}

jest.setTimeout(30_000);

it('a new import cycle fails lint', () => {
  const result = lintImports({
    'src/gate.tsx': "import { finish } from './sign-in';\nexport const gate = () => finish;\n",
    'src/sign-in.ts': "import { gate } from './gate';\nexport const finish = () => gate;\n",
  });
  expect(result.failed).toBe(true);
  expect(result.output).toContain('no-circular');
});

it('a type-only import back is no cycle (types are erased before run time)', () => {
  const result = lintImports({
    'src/sort.ts': "import type { Order } from './search';\nexport const sort = (o: Order) => o;\n",
    'src/search.ts': "import { sort } from './sort';\nexport type Order = 'asc' | 'desc';\nexport const search = () => sort('asc');\n",
  });
  expect(result).toEqual({ failed: false, output: expect.stringContaining('no dependency violations') });
});

it("every project's lint target checks its imports for cycles", () => {
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { workspaces: string[] };
  const lintScripts = workspaces.map((project) => {
    const { scripts } = JSON.parse(fs.readFileSync(path.join(root, project, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    return [project, scripts.lint];
  });
  expect(lintScripts.filter(([, lint]) => !lint.includes('depcruise ') || !lint.includes('-c ../.dependency-cruiser.cjs'))).toEqual([]);
});
