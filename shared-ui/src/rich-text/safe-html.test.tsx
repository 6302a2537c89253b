import { render } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from './safe-html';

describe('rich text from the server is sanitised', () => {
  it('drops scripts, event handlers, javascript: links, styles and forms', () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src=x onerror="alert(1)"><style>p{}</style><form><input></form>';
    const clean = sanitizeHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|<style|<form|<input/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('keeps formatting, lists, tables and safe links (opened in a new tab)', () => {
    const clean = sanitizeHtml('<h2>交期</h2><ul><li><b>A</b></li></ul><table><tr><td>1</td></tr></table><a href="https://example.com/doc">doc</a>');
    expect(clean).toContain('<h2>交期</h2>');
    expect(clean).toContain('<li><b>A</b></li>');
    expect(clean).toContain('<td>1</td>');
    expect(clean).toContain('href="https://example.com/doc" target="_blank" rel="noopener noreferrer"');
  });

  it('renders only the sanitised markup', () => {
    const { container } = render(<SafeHtml html={'<p>ok</p><img src="x" onerror="window.hacked=1">'} />);
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container).toHaveTextContent('ok');
  });
});
