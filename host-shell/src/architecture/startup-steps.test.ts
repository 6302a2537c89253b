import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// main.ts runs the MUI modules of shared-ui's core in start-up steps of their own, before the core
// (a task each, for the first page's blocking time), naming the exports the core takes of each
// (webpackExports: a bare import() keeps the whole module in main.js). Nothing else ties the two
// lists: a module or export the core no longer imports would stay in /login's bytes for nothing.
const root = path.resolve(__dirname, '../../..');
const depcruise = path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');

type Imports = Map<string, Set<string>>;

/** The names each import or re-export statement of `code` takes from `@mui/material/*` modules ('default' for a default). */
function muiImportsOf(code: string, into: Imports = new Map()): Imports {
  for (const [, clause, from] of code.matchAll(/(?:import|export)\s+(?!type\s)([^;]*?)\s+from\s+'(@mui\/material\/[^']+)'/g)) {
    const names = into.get(from) ?? new Set<string>();
    const braces = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
    if (/^[A-Za-z_$]/.test(clause.trim()) && !clause.trim().startsWith('{')) names.add('default');
    for (const part of braces.split(',').map((p) => p.trim()).filter(Boolean)) {
      if (part.startsWith('type ')) continue;
      names.add(part.split(/\s+as\s+/)[0]);
    }
    if (names.size) into.set(from, names);
  }
  return into;
}

/** The MUI modules main.ts imports in its steps, with the exports each names. */
function steppedModules(): Imports {
  const main = fs.readFileSync(path.join(root, 'host-shell/src/main.ts'), 'utf8');
  const stepped: Imports = new Map();
  for (const [, comment, from] of main.matchAll(/import\(\/\*([^*]*)\*\/\s*'(@mui\/material\/[^']+)'\)/g)) {
    const named = /webpackExports:\s*\[([^\]]*)\]/.exec(comment)?.[1];
    stepped.set(from, new Set(named ? [...named.matchAll(/"([^"]+)"/g)].map((m) => m[1]) : ['*']));
  }
  return stepped;
}

/** What the files of shared-ui's core (its index and what it imports, not the other entries) take from MUI. */
function coreImports(): Imports {
  const run = spawnSync(process.execPath, [depcruise, 'src/index.ts', '--no-config', '--do-not-follow', 'node_modules', '--ts-config', 'tsconfig.json', '--output-type', 'json'], {
    cwd: path.join(root, 'shared-ui'),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(run.stderr);
  const { modules } = JSON.parse(run.stdout) as { modules: { source: string }[] };
  const imports: Imports = new Map();
  for (const { source } of modules.filter((m) => m.source.startsWith('src/'))) muiImportsOf(fs.readFileSync(path.join(root, 'shared-ui', source), 'utf8'), imports);
  return imports;
}

it('reads the names an import or a re-export takes from MUI, not its types', () => {
  const code = [
    "import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';",
    "import type { InputBaseComponentProps } from '@mui/material/InputBase';",
    "import { createTheme, type Theme } from '@mui/material/styles';",
    "export { default as Box } from '@mui/material/Box';",
  ].join('\n');
  expect(muiImportsOf(code)).toEqual(
    new Map([
      ['@mui/material/OutlinedInput', new Set(['default'])],
      ['@mui/material/styles', new Set(['createTheme'])],
      ['@mui/material/Box', new Set(['default'])],
    ]),
  );
});

it("main.ts's start-up steps name only MUI modules and exports that shared-ui's core imports", () => {
  const core = coreImports();
  const stepped = steppedModules();
  expect(stepped.size).toBeGreaterThan(0);
  const unused = [...stepped].flatMap(([from, names]) => [...names].filter((name) => !core.get(from)?.has(name)).map((name) => `${from} ${name}`));
  expect(unused).toEqual([]);
}, 30_000);
