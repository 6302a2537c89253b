import fs from 'node:fs';
import path from 'node:path';
import * as contract from '../contract';

// shared-ui/contract is imported by the mock backend (node) as well as the forms: it may reach
// only zod and other pure modules, never React, MUI, i18next or the browser-bound parts.
const FORBIDDEN = /^(react|react-dom|@mui\/|@emotion\/|i18next|react-i18next|react-router|axios|zustand|@tanstack\/)/;

function importsOf(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  return [...code.matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)].map((m) => m[1]);
}

function resolve(from: string, spec: string): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), spec);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((f) => fs.existsSync(f));
}

it('reaches no React, MUI, i18next or browser-only module, directly or indirectly', () => {
  const entry = path.resolve(__dirname, '../contract.ts');
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of importsOf(file)) {
      const local = resolve(file, spec);
      if (local) visit(local);
      else packages.add(spec);
    }
  };
  visit(entry);
  expect([...packages].filter((p) => FORBIDDEN.test(p))).toEqual([]);
  expect([...packages].sort()).toEqual(['zod']);
});

it('re-exports the types helpers, constants, schemas and issueMessages', () => {
  for (const name of [
    'issueMessages',
    'issuesOf',
    'VK',
    'DEFAULT_PAGE_SIZE',
    'WARNING_MS',
    'searchRequest',
    'passwordChangeSchema',
    'registrationSchema',
    'bankInfoListSchema',
    'auditSchema',
    'billSchema',
    'paritySchema',
    'quotationPickSchema',
    'exchangeRateListSchema',
    'supplierSelectionSchema',
    'deliveryReplySchema',
    'valueSearchSchema',
    'fileRuleIssues',
    'importRowIssues',
    'lookupIssue',
    'violatesHistory',
    'deliveryDateColour',
    'tradingCurrencies',
  ]) {
    expect(contract).toHaveProperty(name);
  }
});
