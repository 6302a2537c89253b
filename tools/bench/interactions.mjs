// Issue 17 point 6: what a buyer does on a list all day, timed in the page from the input event to
// the next frame after the grid shows the answer: sort, next page, filter, open a detail (the
// PO list, 20 rows a page). Reported as medians; none should pass 100 ms at 1x CPU.
//
// The one-bundle baseline's list (../shared/perf-baseline: the same DataGrid, server-sorted and
// paged, its rows made in the page with no network) is timed the same way in the same rounds, for
// the two interactions it has: sort and next page. Its figures say what the goal asks of this
// machine: where the limit itself is above 100 ms, no portal can be under it.
import { openLogin, openSession, resetMockApi, signIn } from './browser.mjs';
import { median, round } from './util.mjs';

export const INTERACTION_GOAL_MS = 100;
const LIST = 'admin/po';
const FIRST_ROW = '[role=row][data-rowindex="0"]';

// Input events are stamped by the browser (event.timeStamp, on the page's clock). The end is found
// in the page too: every frame checks the awaited change, and the frame that first shows it is
// stamped after it has been produced. A check from the test runner would add its own round trips
// (tens of ms, more on a loaded machine) to every figure.
const instrument = () => {
  window.__inputAt = [];
  for (const type of ['click', 'keydown']) addEventListener(type, (e) => window.__inputAt.push(e.timeStamp), { capture: true });
  window.__watch = (check) =>
    new Promise((resolve) => {
      const frame = () => (check() ? setTimeout(() => resolve(performance.now()), 0) : requestAnimationFrame(frame));
      requestAnimationFrame(frame);
    });
};

// The awaited changes, as checks run in the page (the first row's text differs from `before`...).
const FIRST_ROW_CHANGED = `(before) => () => {
  const row = document.querySelector('${FIRST_ROW}');
  return Boolean(row && row.innerText.trim() && row.innerText !== before);
}`;
const FILTER_SHOWS = `(value) => () => document.querySelector('form[role=search] input[name="poNo"]')?.value === value`;
const ONE_ROW_OF = `(before) => () => (${FIRST_ROW_CHANGED})(before)() && !document.querySelector('[role=row][data-rowindex="1"]')`;
const HEADING_SHOWS = `(text) => () => [...document.querySelectorAll('main h1')].some((h) => h.textContent.includes(text))`;

const firstRowText = (page) => page.locator(FIRST_ROW).first().innerText();

/** Starts watching for `check(arg)` in the page, runs `act`, and returns input → that frame in ms. */
async function timed(page, act, check, arg) {
  await page.evaluate(([source, value]) => {
    window.__inputAt = [];
    window.__shown = window.__watch((0, eval)(source)(value));
  }, [check, arg]);
  await act();
  return page.evaluate(async () => (await window.__shown) - window.__inputAt[window.__inputAt.length - 1]);
}

async function oneRound(browser, { baseUrl, apiUrl }) {
  await resetMockApi(apiUrl);
  const session = await openSession(browser);
  const { page } = session;
  try {
    await page.addInitScript(instrument);
    await openLogin(session, baseUrl);
    await signIn(session);
    await page.goto(`${baseUrl}${LIST}`);
    await page.locator(FIRST_ROW).first().waitFor();
    // A user reads the page before acting on it: the work it does once shown (the saved views, the
    // filters' options, chunks fetched on idle) is not the interaction's.
    await page.waitForLoadState('networkidle');
    const out = {};

    let before = await firstRowText(page);
    out.sort = await timed(page, () => page.locator('[role=columnheader][data-field="poNo"]').click(), FIRST_ROW_CHANGED, before);

    before = await firstRowText(page);
    out.nextPage = await timed(page, () => page.locator('.MuiTablePagination-actions button').nth(1).click(), FIRST_ROW_CHANGED, before);

    // A PO number from further down the page, typed into the filter and sent with Enter.
    const poNo = (await page.locator('[role=row][data-rowindex="5"] [data-field="poNo"]').innerText()).trim();
    before = await firstRowText(page);
    const poNoInput = page.locator('form[role=search] input[name="poNo"]');
    // A key typed into a filter: the field shows it, nothing else on the page draws again.
    await poNoInput.fill(poNo.slice(0, -1));
    out.typeInFilter = await timed(page, () => poNoInput.press(poNo.slice(-1)), FILTER_SHOWS, poNo);
    out.filter = await timed(page, () => poNoInput.press('Enter'), ONE_ROW_OF, before);

    // A row opens its record when clicked (or Enter on it).
    out.openDetail = await timed(page, () => page.locator(`${FIRST_ROW} [data-field="poNo"]`).first().click(), HEADING_SHOWS, poNo);
    return out;
  } finally {
    await session.close();
  }
}

/**
 * The baseline's list in a new context: its sort and next page. Its rows start in PO-number order,
 * so the first click on that header (ascending) changes nothing on screen; the second one
 * (descending) is timed.
 */
async function baselineRound(browser, baselineUrl) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  try {
    await page.addInitScript(instrument);
    await page.goto(`${baselineUrl}/${LIST}`);
    await page.locator(FIRST_ROW).first().waitFor();
    await page.waitForLoadState('networkidle');
    const header = page.locator('[role=columnheader][data-field="poNo"]');
    await header.click();
    await page.waitForTimeout(300);
    const out = {};
    out.sort = await timed(page, () => header.click(), FIRST_ROW_CHANGED, await firstRowText(page));
    out.nextPage = await timed(page, () => page.locator('.MuiTablePagination-actions button').nth(1).click(), FIRST_ROW_CHANGED, await firstRowText(page));
    return out;
  } finally {
    await context.close();
  }
}

/** Median and runs of one figure over the rounds that measured it. */
function figureOf(rounds, name) {
  const values = rounds.map((r) => r[name]).filter(Number.isFinite);
  return { runsMs: values.map(round), medianMs: round(median(values)) };
}

/**
 * `runs` rounds, each in a new context (a first sort pays for nothing the others do not); with a
 * `baselineUrl`, the baseline's round alternates with the portal's.
 */
export async function measureInteractions(browser, { baseUrl, apiUrl, runs, baselineUrl }) {
  const rounds = [];
  const baselineRounds = [];
  const errors = [];
  for (let i = 0; i < runs; i++) {
    try {
      rounds.push(await oneRound(browser, { baseUrl, apiUrl }));
    } catch (error) {
      errors.push(`round ${i + 1}: ${String(error.message ?? error).split('\n')[0]}`);
      if (errors.length >= 2 && rounds.length === 0) break;
    }
    if (!baselineUrl) continue;
    try {
      baselineRounds.push(await baselineRound(browser, baselineUrl));
    } catch (error) {
      errors.push(`baseline round ${i + 1}: ${String(error.message ?? error).split('\n')[0]}`);
    }
  }
  const figures = ['sort', 'nextPage', 'typeInFilter', 'filter', 'openDetail'].map((name) => {
    const portal = figureOf(rounds, name);
    const limit = baselineUrl && ['sort', 'nextPage'].includes(name) ? figureOf(baselineRounds, name) : null;
    return { name, ...portal, met: portal.medianMs === null ? null : portal.medianMs <= INTERACTION_GOAL_MS, baseline: limit };
  });
  return { list: `/${LIST}`, goalMs: INTERACTION_GOAL_MS, figures, errors };
}
