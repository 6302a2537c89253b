#!/usr/bin/env node
// `npm start`: dev servers for the host and the six remotes, with the mock backend running in
// the browser (MSW). Prints the URL to open; Ctrl-C stops every process it started.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APPS, SHELL, urlOf } from '../apps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const only = process.argv.slice(2);
const apps = only.length ? APPS.filter((app) => only.includes(app.project)) : APPS;
const webpackCli = path.join(root, 'node_modules/webpack-cli/bin/cli.js');

const children = [];
let ready = 0;
let stopping = false;

for (const app of apps) {
  const name = app.project;
  const child = spawn(process.execPath, [webpackCli, 'serve', '--mode', 'development'], {
    cwd: path.join(root, name),
    env: { ...process.env, FORCE_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  children.push(child);
  let announced = false;
  const onOutput = (chunk) => {
    const text = chunk.toString().replace(/\x1b\[[0-9;]*m/g, '');
    for (const line of text.split('\n').filter((l) => l.trim() && !/nodedir|absolute path resolution/.test(l))) {
      console.log(`[${name}] ${line}`);
    }
    if (!announced && /compiled (successfully|with)/.test(text)) {
      announced = true;
      ready += 1;
      console.log(`[${name}] ready on ${urlOf(app)} (${ready}/${apps.length})`);
      if (ready === apps.length) {
        console.log(`\nSupplier portal: open ${urlOf(SHELL)}  (demo accounts in README.md; Ctrl-C stops everything)\n`);
      }
    }
  };
  child.stdout.on('data', onOutput);
  child.stderr.on('data', onOutput);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[${name}] stopped (${signal ?? code}); stopping the others`);
      stop(1);
    }
  });
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
  setTimeout(() => process.exit(code), 1500).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
