import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The workspace's eslint rules that keep the federation honest, run on snippets as if they
// were files of each project, with the real config (eslint.config.mjs). ESLint runs in its own
// process (it loads its ESM config with import(), which jest's module sandbox cannot), once for
// every snippet of this file: each test names its snippets, one run answers them all.
const root = path.resolve(__dirname, '../../..');
const linter = path.join(root, 'tools/eslint/lint-snippets.mjs');

type Snippet = [file: string, code: string];
const SNIPPETS = {
  remoteImportsRemote: ['remote-sourcing/src/x.ts', "import x from 'remote-purchasing/src/routes';\nexport default x;\n"],
  remoteImportsHost: ['remote-sourcing/src/x.ts', "import x from '../../host-shell/src/bootstrap';\nexport default x;\n"],
  hostImportsRemote: ['host-shell/src/x.ts', "import x from 'remote-supplier/src/routes';\nexport default x;\n"],
  muiDirect: ['remote-admin/src/x.ts', "import x from '@mui/material/Button';\nexport default x;\n"],
  routerDirect: ['remote-admin/src/x.ts', "import x from 'react-router';\nexport default x;\n"],
  axiosDirect: ['remote-admin/src/x.ts', "import x from 'axios';\nexport default x;\n"],
  throughSharedUi: ['remote-admin/src/x.ts', "import { Button } from 'shared-ui';\nexport default Button;\n"],
  formDirect: ['remote-supplier/src/x.ts', "import { useForm } from 'react-hook-form';\nexport default useForm;\n"],
  zodDirect: ['remote-supplier/src/x.ts', "import { z } from 'zod';\nexport default z;\n"],
  zodType: ['remote-supplier/src/x.ts', "import type { z } from 'zod';\nexport type T = z.ZodType;\n"],
  literalText: ['remote-admin/src/x.tsx', 'export const A = () => <p>Save changes</p>;\n'],
  literalProp: ['host-shell/src/x.tsx', 'export const A = () => <input aria-label="帳號" />;\n'],
  translated: ['host-shell/src/x.tsx', "declare const t: (k: string) => string;\nexport const A = () => <p title={t('a.b')}>{t('a.c')}</p>;\n"],
  keyToField: ['remote-admin/src/x.tsx', 'declare const F: (p: { label: string }) => null;\nexport const A = () => <F label="supplier:fields.name" />;\n'],
  wrapWithMargins: ['shared-ui/src/x.tsx', "import { Stack } from 'shared-ui';\nexport const A = () => <Stack direction=\"row\" spacing={1} sx={{ flexWrap: 'wrap' }} />;\n"],
  wrapWithGaps: ['shared-ui/src/x.tsx', "import { Stack } from 'shared-ui';\nexport const A = () => <Stack direction=\"row\" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} />;\n"],
  noWrap: ['shared-ui/src/x.tsx', "import { Stack } from 'shared-ui';\nexport const A = () => <Stack direction=\"row\" spacing={1} sx={{ flexWrap: 'nowrap', '& .row': { flexWrap: 'wrap' } }} />;\n"],
} satisfies Record<string, Snippet>;

let answers: Record<keyof typeof SNIPPETS, string[]>;
const problems = (name: keyof typeof SNIPPETS) => answers[name];

beforeAll(() => {
  const names = Object.keys(SNIPPETS) as (keyof typeof SNIPPETS)[];
  const run = spawnSync(process.execPath, [linter], {
    cwd: root,
    input: JSON.stringify(names.map((name) => ({ file: SNIPPETS[name][0], code: SNIPPETS[name][1] }))),
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`lint-snippets failed: ${run.stderr}`);
  const results = JSON.parse(run.stdout) as string[][];
  answers = Object.fromEntries(names.map((name, i) => [name, results[i]])) as typeof answers;
});

jest.setTimeout(30_000);

describe('import boundaries', () => {
  it('a remote may not import another remote or the host', () => {
    expect(problems('remoteImportsRemote')).toContain('no-restricted-imports');
    expect(problems('remoteImportsHost')).toContain('no-restricted-imports');
  });

  it('the host may not import a remote', () => {
    expect(problems('hostImportsRemote')).toContain('no-restricted-imports');
  });

  it('MUI, the router and axios come through shared-ui', () => {
    for (const name of ['muiDirect', 'routerDirect', 'axiosDirect'] as const) expect(problems(name)).toContain('no-restricted-imports');
    expect(problems('throughSharedUi')).toEqual([]);
  });

  it('a remote takes forms, rules, sheets and sanitising from shared-ui; types may be imported', () => {
    expect(problems('formDirect')).toContain('no-restricted-imports');
    expect(problems('zodDirect')).toContain('no-restricted-imports');
    expect(problems('zodType')).toEqual([]);
  });
});

describe('user-visible literal text', () => {
  it('refuses literal JSX text and text props, accepts t()', () => {
    expect(problems('literalText')).toContain('portal/no-literal-ui-text');
    expect(problems('literalProp')).toContain('portal/no-literal-ui-text');
    expect(problems('translated')).toEqual([]);
    // A translation key handed to a field that translates it is not text.
    expect(problems('keyToField')).toEqual([]);
  });
});

describe('layout', () => {
  it('a wrapping Stack with spacing uses gaps, so its wrapped lines start flush', () => {
    expect(problems('wrapWithMargins')).toContain('no-restricted-syntax');
    expect(problems('wrapWithGaps')).toEqual([]);
    // Not this Stack's own wrapping: a row that does not wrap, a rule for its descendants.
    expect(problems('noWrap')).toEqual([]);
  });
});
