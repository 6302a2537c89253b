/**
 * The portal's words when it could not start, in both its languages side by side: they are shown
 * before i18next runs, maybe because it did not load, and the user's language may not be known
 * yet. Kept here, not in a namespace, for that reason only; every other text goes through i18next.
 */
const TEXTS = [
  { lang: 'zh-TW', text: '供應商協同平台無法啟動。請重新整理頁面；若仍無法使用，請聯絡系統管理員。' },
  { lang: 'en-US', text: 'The supplier portal could not start. Reload the page; if it still does not open, contact your system administrator.' },
] as const;
const RELOAD = '重新整理 / Reload';

/**
 * What the page shows when start-up failed (a chunk or the config that did not load, an error in
 * a first step): a short text the user can act on, and a button to reload. The technical detail
 * goes to the console, for whoever supports the user, never onto the page.
 */
export function showStartFailure(error: unknown, page: HTMLElement = document.body): void {
  console.error('Supplier portal failed to start:', error);
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.style.cssText = 'max-width:40rem;margin:3rem auto;padding:0 1rem;font:1rem/1.6 system-ui,sans-serif';
  for (const { lang, text } of TEXTS) {
    const paragraph = document.createElement('p');
    paragraph.lang = lang;
    paragraph.textContent = text;
    box.append(paragraph);
  }
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.textContent = RELOAD;
  reload.addEventListener('click', () => window.location.reload());
  box.append(reload);
  page.replaceChildren(box);
}
