import { parseRuntimeConfig } from './runtime-config';

const remotes = Object.fromEntries(['supplier', 'sourcing', 'purchasing', 'payment', 'audit', 'admin'].map((n) => [n, `http://x/${n}/mf-manifest.json`]));
const valid = { environment: 'development', version: '1', apiBaseUrl: '/api', mockBackend: true, remotes };

describe('parseRuntimeConfig', () => {
  it('accepts a complete config, with or without the mock’s demo day', () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid);
    expect(parseRuntimeConfig({ ...valid, mockToday: '2026-03-19' }).mockToday).toBe('2026-03-19');
  });
  it('names every missing or wrong entry', () => {
    expect(() => parseRuntimeConfig({ ...valid, apiBaseUrl: 1, remotes: { ...remotes, admin: undefined }, mockToday: 'March' })).toThrow(
      'config.json is missing or has wrong: apiBaseUrl, mockToday, remotes.admin',
    );
  });
});
