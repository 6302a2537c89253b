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

// KeptAreas hides a list the user left, focused cell and all: that focus is off the page too.
it('puts the focus on the shown heading when the focused element is hidden with a list the user left', async () => {
  document.body.innerHTML = '<main><div id="po"><h1>Purchase orders</h1><button>Row 3</button></div><div id="inquiry" hidden><h1>Inquiries</h1></div></main>';
  const stop = keepFocusOnPage();
  try {
    document.querySelector('button')!.focus();
    document.querySelector('#inquiry')!.removeAttribute('hidden');
    document.querySelector('#po')!.setAttribute('hidden', '');
    // The browser drops the focus of an element that is no longer shown.
    (document.activeElement as HTMLElement).blur();
    document.querySelector('main')!.append(document.createElement('span'));
    await flush();
    expect(document.activeElement).toBe(document.querySelector('#inquiry h1'));
  } finally {
    stop();
  }
});
