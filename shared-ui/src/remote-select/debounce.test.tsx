import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './debounce';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('remote selector debounce (500 ms, at most 5000 ms)', () => {
  it('settles 500 ms after the user stops typing', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v), { initialProps: { v: '' } });
    rerender({ v: 'ab' });
    act(() => jest.advanceTimersByTime(499));
    expect(result.current).toBe('');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe('ab');
  });

  it('settles after 5000 ms even while the user keeps typing', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v), { initialProps: { v: '' } });
    let typed = '';
    for (let ms = 0; ms < 4800; ms += 300) {
      typed += 'x';
      rerender({ v: typed });
      act(() => jest.advanceTimersByTime(300));
    }
    expect(result.current).toBe('');
    typed += 'y';
    rerender({ v: typed });
    act(() => jest.advanceTimersByTime(300));
    expect(result.current).not.toBe('');
  });
});
