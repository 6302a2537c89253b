import { render, screen } from '@testing-library/react';
import { signInAs, withMockBackend } from 'mock-api/testing';
import { api } from 'shared-ui';
import type { BulletinDetail } from 'shared-ui/contract';
import { SafeHtml } from 'shared-ui/rich-text';
import { renderRemoteFeature } from 'shared-ui/testing';
import remote from '../routes';

// A bulletin's content is HTML someone typed: shown only through the sanitiser (DOMPurify),
// nothing in it may run. The usual payloads, each rendered as a reader would see it.
jest.setTimeout(60_000);
withMockBackend();

declare global {
  interface Window {
    pwned?: string;
  }
}

const PAYLOADS: [string, string][] = [
  ['script tag', '<script>window.pwned="script"</script>'],
  ['img onerror', '<img src="x" onerror="window.pwned=\'img\'">'],
  ['svg onload', '<svg onload="window.pwned=\'svg\'"><circle r="1"></circle></svg>'],
  ['javascript: link', '<a href="javascript:window.pwned=\'link\'">click</a>'],
  ['entity-encoded javascript: link', '<a href="jav&#x09;ascript:window.pwned=\'tab\'">click</a>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>parent.pwned=\'iframe\'</script>"></iframe>'],
  ['body onload', '<body onload="window.pwned=\'body\'">x</body>'],
  ['details ontoggle', '<details open ontoggle="window.pwned=\'details\'"><summary>s</summary></details>'],
  ['style with expression', '<div style="background:url(javascript:window.pwned=\'css\')">x</div><style>*{}</style>'],
  ['form action', '<form action="javascript:window.pwned=\'form\'"><button>go</button></form>'],
  ['object data', '<object data="javascript:window.pwned=\'object\'"></object>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:window.pwned=\'meta\'">'],
  ['mutation (noscript)', '<noscript><p title="</noscript><img src=x onerror=window.pwned=\'mxss\'>"></noscript>'],
  ['math/mglyph mutation', '<math><mtext><table><mglyph><style><img src=x onerror=window.pwned=\'math\'>'],
];

const DANGEROUS = /<(script|iframe|object|embed|form|style|meta|body)\b|\son\w+=|javascript:/i;

describe('bulletin content is sanitised', () => {
  afterEach(() => delete window.pwned);

  it.each(PAYLOADS)('%s: nothing runs, nothing dangerous reaches the page', async (_name, payload) => {
    const { container } = render(<SafeHtml html={`<p>Notice</p>${payload}`} component="article" />);
    await new Promise((resolve) => setTimeout(resolve, 20)); // let any handler fire
    expect(window.pwned).toBeUndefined();
    expect(container.innerHTML).not.toMatch(DANGEROUS);
    expect(container).toHaveTextContent('Notice');
  });

  it('a published bulletin with an <img onerror> shows its text to the supplier and runs nothing', async () => {
    await signInAs('buyer');
    const { data } = await api.post<BulletinDetail>('a/purchaseBulletin', {
      subject: 'XSS check',
      category: 'GENERAL',
      title: 'Harmless notice',
      content: '<p>Read me</p><img src="x" onerror="window.pwned=\'detail\'"><a href="javascript:window.pwned=\'a\'">link</a>',
      publishDate: '2026-01-01',
      validFrom: '2026-01-01',
      validTo: '2099-12-31',
      targets: { type: 'SUPPLIER', supplierIds: [1001] },
    });
    await api.post(`a/purchaseBulletin/${data.id}/publish`);
    await signInAs('supplier');
    await renderRemoteFeature(remote, 'purchasingBulletin', `/detail/view/${data.id}`, 'en-US');
    const article = (await screen.findByText('Read me')).closest('article')!;
    expect(article.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(article.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    expect(window.pwned).toBeUndefined();
  });

  it('the seeded lot-label notice (45) shows its pasted image without its onerror handler', async () => {
    await signInAs('supplier');
    await renderRemoteFeature(remote, 'purchasingBulletin', '/detail/view/45', 'zh-TW');
    const image = await screen.findByRole('img', { name: /最小包裝標籤範例/ });
    expect(image.getAttribute('onerror')).toBeNull();
  });
});
