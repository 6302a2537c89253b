// Debian's Chromium and the flags every browser run of the project uses (e2e, Storybook tests,
// bench). Without the background-networking flags Chromium keeps dialling hosts this closed
// network refuses.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
