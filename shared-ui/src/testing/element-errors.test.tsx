import { render, screen, waitFor } from '@testing-library/react';

// tools/jest/setup.ts leaves the DOM out of the errors of a wait's failed tries; what a failing
// test reports must still show the page.
test('a query that fails, at once or when its wait times out, prints the DOM', async () => {
  render(<p>the page as it is</p>);
  const found = await screen.findByText('absent', {}, { timeout: 100 }).catch((error: Error) => error);
  const waited = await waitFor(() => screen.getByRole('button'), { timeout: 100 }).catch((error: Error) => error);
  let got: unknown;
  try {
    screen.getByText('absent');
  } catch (error) {
    got = error;
  }
  for (const error of [found, waited, got]) {
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).name).toBe('TestingLibraryElementError');
    expect((error as Error).message).toContain('the page as it is');
  }
});
