import { useTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { AppProviders } from '../ui/app-providers';

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
