import { createRequire } from 'node:module';
import path from 'node:path';
import { defineMain } from '@storybook/react-webpack5/node';

// msw's worker script, served at /mockServiceWorker.js (the worker's scope must be the root, so it
// cannot live under a sub-path). It is taken from the installed msw, so it always matches the
// library version and no copy is committed.
const require = createRequire(import.meta.url);
const mswWorker = path.join(path.dirname(require.resolve('msw/package.json')), 'lib', 'mockServiceWorker.js');

export default defineMain({
  framework: { name: '@storybook/react-webpack5', options: {} },
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-webpack5-compiler-swc', '@storybook/addon-docs', '@storybook/addon-a11y'],
  staticDirs: [{ from: mswWorker, to: '/mockServiceWorker.js' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  webpackFinal: async (config) => {
    // TS sources and their JSON translation resources (webpack parses .json natively).
    const extensions = new Set([...(config.resolve?.extensions ?? []), '.ts', '.tsx', '.js', '.mjs', '.json']);
    config.resolve = { ...config.resolve, extensions: [...extensions] };
    // The excel import's sheet worker, as the apps build it (tools/webpack/create-app-config.cjs).
    const parser = config.module?.parser ?? {};
    config.module = { ...config.module, parser: { ...parser, javascript: { ...parser.javascript, worker: ['...', 'SameOriginWorker from ./same-origin-worker'] } } };
    return config;
  },
});
