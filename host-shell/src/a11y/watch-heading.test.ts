import { watchHeading } from './watch-heading';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

// KeptAreas leaves lists the user has left on the page, hidden: their headings are not the page's.
it('follows the heading of the area shown, not of one kept alive behind it, and sees a kept one shown again', async () => {
  document.body.innerHTML = '<main><div data-area="po" hidden><h1>Purchase orders</h1></div><div data-area="inquiry"><h1>Inquiries</h1></div></main>';
  const seen: string[] = [];
  const stop = watchHeading((heading) => seen.push(heading.textContent ?? ''));
  try {
    expect(seen).toEqual(['Inquiries']);
    // Back to the PO list: shown again with no node added.
    document.querySelector('[data-area=inquiry]')!.setAttribute('hidden', '');
    document.querySelector('[data-area=po]')!.removeAttribute('hidden');
    await flush();
    expect(seen).toEqual(['Inquiries', 'Purchase orders']);
  } finally {
    stop();
  }
});
