/**
 * The shell's entry. index.html preloads the config while main.js downloads, and the whole start-up
 * is in main.js: nothing waits for a second round trip before the first paint. The config is
 * revalidated on every load (no-cache), so a changed remote URL applies on the next load.
 *
 * Running main.js's modules is the largest piece of the first page's work. It runs in steps, each
 * a task of its own, so a phone's main thread is never held for long at a stretch: as one task it
 * was 65 ms on a fast machine, 260 ms at Lighthouse's 4x CPU (issue 17's blocking time). Each step
 * runs a group of packages that the next ones import; `webpackMode: "eager"` keeps them in main.js.
 */
import { importInSteps } from './startup/next-task';
import { showStartFailure } from './startup/start-failure';

const configBody = fetch('/config.json', { cache: 'no-cache' }).then((response) => response.json() as Promise<unknown>);

async function start() {
  await importInSteps([
    () => import(/* webpackMode: "eager" */ 'react-dom/client'),
    () => Promise.all([import(/* webpackMode: "eager" */ '@emotion/react'), import(/* webpackMode: "eager" */ '@emotion/styled')]),
    () => Promise.all([import(/* webpackMode: "eager" */ 'i18next'), import(/* webpackMode: "eager" */ 'react-i18next'), import(/* webpackMode: "eager" */ 'zustand')]),
    // The MUI modules shared-ui's core imports, before it, in steps of their own: with them, the
    // core's step was the longest task of the page (420 ms at 4x CPU). MUI is not a federation key,
    // so these are the very modules shared-ui then finds loaded (one build, one instance). Each
    // names the exports shared-ui takes: a bare import() would keep the whole module (every locale).
    () => import(/* webpackMode: "eager", webpackExports: ["createTheme", "ThemeProvider"] */ '@mui/material/styles'),
    () => Promise.all([import(/* webpackMode: "eager", webpackExports: ["enUS", "zhTW"] */ '@mui/material/locale'), import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/CssBaseline'), import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/useMediaQuery')]),
    () => Promise.all([import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/OutlinedInput'), import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/InputLabel'), import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/FormHelperText')]),
    () => Promise.all([import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/Button'), import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/Typography'), import(/* webpackMode: "eager", webpackExports: ["default"] */ '@mui/material/Link')]),
    () => import(/* webpackMode: "eager" */ 'shared-ui'),
  ]);
  const shell = await import(/* webpackMode: "eager" */ './start');
  await shell.start(configBody);
}

start().catch((error: unknown) => showStartFailure(error));
