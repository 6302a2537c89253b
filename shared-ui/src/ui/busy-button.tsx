import Button, { type ButtonProps } from '@mui/material/Button';
import { forwardRef, type MouseEvent } from 'react';

export interface BusyButtonProps extends Omit<ButtonProps, 'disabled'> {
  /** It cannot act now (its call runs, a file is on its way, nothing is picked for it): shown and said as unavailable, clicks ignored. */
  inactive?: boolean;
}

/**
 * A button that cannot act for a moment but keeps the focus. A `disabled` button under the focus
 * drops it to the page (the browser's focus fix-up): the keyboard user starts again from the top.
 * This one is `aria-disabled` instead, looks disabled (MUI's class), stays in the tab order and
 * ignores the clicks, Enter and Space that reach it while inactive. A `type="submit"` one cancels
 * its click, so it submits nothing, nor does Enter in a field of its form (the browser submits by
 * clicking it). The one way of showing a button that waits: in core, as the login's sign-in is one.
 */
export const BusyButton = forwardRef<HTMLButtonElement, BusyButtonProps>(function BusyButton({ inactive = false, onClick, className, ...props }, ref) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (inactive) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Button
      ref={ref}
      {...props}
      aria-disabled={inactive || undefined}
      className={[className, inactive ? 'Mui-disabled' : undefined].filter(Boolean).join(' ') || undefined}
      onClick={click}
    />
  );
});
