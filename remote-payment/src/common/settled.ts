import { act } from '@testing-library/react';

/**
 * Tests only: a call to the mock while a screen is up, inside act(), since a lazy chunk (a date
 * picker) or a notice may land meanwhile and React would warn about an update outside act().
 */
export async function settled<T>(call: () => Promise<T>): Promise<T> {
  let result!: T;
  await act(async () => {
    result = await call();
  });
  return result;
}
