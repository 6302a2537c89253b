/**
 * Whether a dialog is open over the page. While one is, the page leaves the focus alone: the
 * dialog's focus trap would pull a focus put on the page's heading back to the dialog's frame,
 * and its user would lose their place in it (Ctrl+K pressed while the home page was still
 * arriving: its heading took the focus from the jump-to field, Enter then did nothing).
 */
export const dialogIsOpen = (): boolean => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
