import type { ReactElement } from 'react';
import { Button, Link } from 'shared-ui';
import { IconButton, Tooltip } from 'shared-ui/components';

type HeaderControlProps = {
  /** The icon alone, named and tipped by the label: the header of a window below `xl`. */
  compact: boolean;
  icon: ReactElement;
  /** Translated text: the control's words, or its name and tooltip when compact. */
  label: string;
} & ({ onClick(): void } | { href: string; newTab?: boolean });

/**
 * One of the header's links or buttons. A window from `md` to `xl` (a laptop's 1,280 px) has no
 * room for every control's words beside the user's name on one row; there each shows its icon,
 * with its words as its name for screen readers and as a tooltip for the pointer.
 */
export function HeaderControl(props: HeaderControlProps) {
  const { compact, icon, label } = props;
  const link = 'href' in props ? { href: props.href, ...(props.newTab && { target: '_blank', rel: 'noopener' }) } : null;
  const onClick = 'onClick' in props ? props.onClick : undefined;
  if (compact) {
    return (
      <Tooltip title={label}>
        {link ? (
          <IconButton color="inherit" component="a" aria-label={label} {...link}>
            {icon}
          </IconButton>
        ) : (
          <IconButton color="inherit" aria-label={label} onClick={onClick}>
            {icon}
          </IconButton>
        )}
      </Tooltip>
    );
  }
  if (link) {
    return (
      <Link color="inherit" {...link}>
        {label}
      </Link>
    );
  }
  return (
    <Button color="inherit" startIcon={icon} onClick={onClick}>
      {label}
    </Button>
  );
}
