import { keepFocusOnPage } from './keep-focus';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keepFocusOnPage', () => {
  let stop: () => void;
  beforeEach(() => {
    document.body.innerHTML = '<main><h1>Purchase order 4501</h1><button>Confirm PO</button><button>Back</button></main>';
    stop = keepFocusOnPage();
  });
  afterEach(() => stop());

  it('puts the focus on the heading when the focused element leaves the page', async () => {
    const confirm = document.querySelector('button')!;
    confirm.focus();
    confirm.remove();
    await flush();
    expect(document.activeElement).toBe(document.querySelector('h1'));
  });

  it('leaves the focus alone when the focused element is still there', async () => {
    const back = document.querySelectorAll('button')[1];
    back.focus();
    document.querySelector('button')!.remove();
    await flush();
    expect(document.activeElement).toBe(back);
  });

  it('leaves the focus to an open dialog, then recovers once the dialog is gone', async () => {
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    document.body.append(dialog);
    const confirm = document.querySelector('button')!;
    confirm.focus();
    confirm.remove();
    await flush();
    expect(document.activeElement).toBe(document.body);

    dialog.remove();
    await flush();
    expect(document.activeElement).toBe(document.querySelector('h1'));
  });
});
