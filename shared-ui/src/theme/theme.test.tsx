import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import Radio from '@mui/material/Radio';
import { useTheme } from '@mui/material/styles';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GridRenderCellParams } from '@mui/x-data-grid';
import { buttonColumn } from '../list/button-column';
import { renderInPortal } from '../testing';
import { AppProviders } from '../ui/app-providers';

// The focus ring and the touch sizes are style rules: every rule reaches the document here.
(globalThis as { jestEveryStyleRule?: boolean }).jestEveryStyleRule = true;

function Motion() {
  const theme = useTheme();
  return <output>{theme.transitions.create('opacity')}</output>;
}

const prefersReducedMotion = (reduce: boolean) => {
  window.matchMedia = ((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    onchange: null,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
};

afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('the portal theme and the system motion setting', () => {
  it('moves as usual by default', () => {
    prefersReducedMotion(false);
    render(<AppProviders><Motion /></AppProviders>);
    expect(screen.getByRole('status')).toHaveTextContent(/opacity \d+ms/);
  });

  it('drops transitions when the system asks for reduced motion', () => {
    prefersReducedMotion(true);
    render(<AppProviders><Motion /></AppProviders>);
    expect(screen.getByRole('status')).toHaveTextContent(/^none$/);
  });
});

/** Every control whose only focus sign was the ripple (or a shadow a flat button has not). */
function Controls() {
  return (
    <>
      <Button variant="contained">contained</Button>
      <Button>text</Button>
      <IconButton aria-label="icon">
        <span>i</span>
      </IconButton>
      <Tabs value={0} aria-label="tabs">
        <Tab label="tab" />
      </Tabs>
      <Checkbox slotProps={{ input: { 'aria-label': 'checkbox' } }} />
      <Radio slotProps={{ input: { 'aria-label': 'radio' } }} />
      <ToggleButton value="on" aria-label="toggle">
        t
      </ToggleButton>
      <ListItemButton>entry</ListItemButton>
    </>
  );
}

/** The control that draws the ring of a focused `control` (a checkbox's and a radio's: their box). */
const ringOf = (control: HTMLElement) => (control.matches('input') ? control.parentElement!.querySelector('svg')! : control);

describe.each([
  ['full', false],
  ['reduced', true],
] as const)('the keyboard focus shows, motion %s', (_motion, reduce) => {
  it.each([
    ['button', 'contained'],
    ['button', 'text'],
    ['button', 'icon'],
    ['tab', 'tab'],
    ['checkbox', 'checkbox'],
    ['radio', 'radio'],
    ['button', 'toggle'],
    ['button', 'entry'],
  ] as const)('%s %s: a 2 px ring in the primary colour', async (role, name) => {
    prefersReducedMotion(reduce);
    render(<AppProviders><Controls /></AppProviders>);
    const control = screen.getByRole(role, { name });
    // From the keyboard: Tab until the control has the focus.
    const user = userEvent.setup();
    while (document.activeElement !== control) await user.tab();
    const focused = control.matches('input') ? control.parentElement! : control;
    expect(focused).toHaveClass('Mui-focusVisible');
    const ring = getComputedStyle(ringOf(control));
    expect({ style: ring.outlineStyle, width: ring.outlineWidth, color: ring.outlineColor }).toEqual({ style: 'solid', width: '2px', color: 'rgb(11, 92, 173)' });
  });
});

/** The declarations of the rules under `@media (pointer: coarse)` that style `element`. */
function onTouchScreen(element: Element) {
  const styles: Record<string, string> = {};
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of Array.from(sheet.cssRules)) {
      if (!(rule instanceof CSSMediaRule) || !rule.media.mediaText.includes('pointer: coarse')) continue;
      for (const inner of Array.from(rule.cssRules)) {
        if (inner instanceof CSSStyleRule && element.matches(inner.selectorText)) {
          for (const property of Array.from(inner.style)) styles[property] = inner.style.getPropertyValue(property);
        }
      }
    }
  }
  return styles;
}

describe('touch targets', () => {
  it.each([
    ['button', 'contained', { 'min-height': '44px' }],
    ['button', 'icon', { 'min-width': '44px', 'min-height': '44px' }],
    ['button', 'toggle', { 'min-width': '44px', 'min-height': '44px' }],
    ['button', 'entry', { 'min-height': '44px' }],
  ] as const)('%s %s: 44 px on a touch screen, its own size with a mouse', (role, name, touch) => {
    prefersReducedMotion(false);
    render(<AppProviders><Controls /></AppProviders>);
    const control = screen.getByRole(role, { name });
    expect(onTouchScreen(control)).toMatchObject(touch);
    // jsdom applies no `pointer` query: what it computes is the mouse's size, left as it was.
    const mouse = getComputedStyle(control);
    expect([mouse.minHeight, mouse.minWidth]).not.toContain('44px');
  });

  it("a list row's small action button is 44 px high on a touch screen too", async () => {
    prefersReducedMotion(false);
    const column = buttonColumn('act', () => ({ label: 'common:actions.ok', name: 'common:actions.ok', onClick: () => undefined }));
    const params = { row: {}, hasFocus: false, tabIndex: -1 } as unknown as GridRenderCellParams;
    await renderInPortal(<>{column.renderCell!(params)}</>, { locale: 'en-US' });
    const button = screen.getByRole('button', { name: 'OK' });
    expect(button).toHaveClass('MuiButton-sizeSmall');
    expect(onTouchScreen(button)).toMatchObject({ 'min-height': '44px' });
  });
});
