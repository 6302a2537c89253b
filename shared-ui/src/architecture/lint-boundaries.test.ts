import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The workspace's eslint rules that keep the federation honest, run on snippets as if they
// were files of each project, with the real config (eslint.config.mjs). ESLint runs in its own
// process: it loads its ESM config with import(), which jest's module sandbox cannot.
const root = path.resolve(__dirname, '../../..');
const eslintBin = path.join(root, 'node_modules/eslint/bin/eslint.js');

async function problems(file: string, code: string): Promise<string[]> {
  const run = spawnSync(process.execPath, [eslintBin, '--stdin', '--stdin-filename', path.join(root, file), '--format', 'json'], {
    cwd: root,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as { messages: { ruleId: string | null; message: string }[] }[];
  return result.messages.map((m) => m.ruleId ?? m.message);
}

jest.setTimeout(30_000);

describe('import boundaries', () => {
  it('a remote may not import another remote or the host', async () => {
    expect(await problems('remote-sourcing/src/x.ts', "import x from 'remote-purchasing/src/routes';\nexport default x;\n")).toContain('no-restricted-imports');
    expect(await problems('remote-sourcing/src/x.ts', "import x from '../../host-shell/src/bootstrap';\nexport default x;\n")).toContain('no-restricted-imports');
  });

  it('the host may not import a remote', async () => {
    expect(await problems('host-shell/src/x.ts', "import x from 'remote-supplier/src/routes';\nexport default x;\n")).toContain('no-restricted-imports');
  });

  it('MUI, the router and axios come through shared-ui', async () => {
    for (const pkg of ['@mui/material/Button', 'react-router', 'axios']) {
      expect(await problems('remote-admin/src/x.ts', `import x from '${pkg}';\nexport default x;\n`)).toContain('no-restricted-imports');
    }
    expect(await problems('remote-admin/src/x.ts', "import { Button } from 'shared-ui';\nexport default Button;\n")).toEqual([]);
  });

  it('a remote takes forms, rules, sheets and sanitising from shared-ui; types may be imported', async () => {
    expect(await problems('remote-supplier/src/x.ts', "import { useForm } from 'react-hook-form';\nexport default useForm;\n")).toContain('no-restricted-imports');
    expect(await problems('remote-supplier/src/x.ts', "import { z } from 'zod';\nexport default z;\n")).toContain('no-restricted-imports');
    expect(await problems('remote-supplier/src/x.ts', "import type { z } from 'zod';\nexport type T = z.ZodType;\n")).toEqual([]);
  });
});

describe('user-visible literal text', () => {
  it('refuses literal JSX text and text props, accepts t()', async () => {
    expect(await problems('remote-admin/src/x.tsx', 'export const A = () => <p>Save changes</p>;\n')).toContain('portal/no-literal-ui-text');
    expect(await problems('host-shell/src/x.tsx', 'export const A = () => <input aria-label="帳號" />;\n')).toContain('portal/no-literal-ui-text');
    expect(await problems('host-shell/src/x.tsx', "declare const t: (k: string) => string;\nexport const A = () => <p title={t('a.b')}>{t('a.c')}</p>;\n")).toEqual([]);
    // A translation key handed to a field that translates it is not text.
    expect(await problems('remote-admin/src/x.tsx', 'declare const F: (p: { label: string }) => null;\nexport const A = () => <F label="supplier:fields.name" />;\n')).toEqual([]);
  });
});
