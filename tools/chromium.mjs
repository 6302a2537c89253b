// Debian's Chromium and the flags every browser run of the project uses (e2e, Storybook tests,
// bench). Without the background-networking flags Chromium keeps dialling hosts this closed
// network refuses.
import fs from 'node:fs';

/** The browser people use: the bench and Lighthouse measure it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
/**
 * The browser the tests drive (journeys, stories): Debian's headless shell, the same Blink without
 * the browser's own UI. Every Playwright context of the full browser opens a window whose omnibox
 * preloads two WebUI pages in a renderer of their own, about a second of CPU per journey; the
 * shell does not, and a journey group costs about a quarter less CPU. Falls back to the full
 * browser where the shell is not installed (`.ci/run` installs it).
 */
export const TEST_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
