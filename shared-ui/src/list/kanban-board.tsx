import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Link, Paper, Stack, Typography, visuallyHidden } from 'shared-ui';
import { RouterLink } from 'shared-ui/routing';

export interface KanbanCard {
  key: string | number;
  /** The card's first line (a PO number, a receipt number): what the user looks for, and its link's name. */
  title: ReactNode;
  /** What the card says under its title; it may hold links of its own (a PO's lines, each to its page). */
  body?: ReactNode;
  /** Where the card's title leads (a record's page); a card without it is shown, not focusable. */
  to?: string;
}

export interface KanbanColumn {
  key: string;
  /** The column's name, in the user's language. */
  title: string;
  /** How many records the column holds on the server: undefined while counting, null when the search failed (the board says so above). */
  count?: number | null;
  /** A palette colour for the column's top edge (`error.main`); the title names the column too. */
  accent?: string;
  icon?: ReactNode;
  cards: KanbanCard[];
  /** Shown when the cards are not all the column holds: a way to see the rest. */
  more?: ReactNode;
}

/** Narrower than this, the columns stack. */
const STACKED_BELOW = 600;

/**
 * A kanban board: a labelled region a column, each with its heading, its count and a list of
 * cards; a card that leads somewhere has its title as a link in the tab order, then the links of
 * its body, if any. Side by side from 600 px of room
 * (scrolling sideways when they do not fit), one under another on a phone.
 */
export function KanbanBoard({ label, columns, loading = false }: { label: string; columns: KanbanColumn[]; loading?: boolean }) {
  // Laid out by the room the board has (a container query), not the window's width: beside a
  // side menu or in a narrow pane it stacks as on a phone.
  return (
    <Box sx={{ containerType: 'inline-size' }}>
      <Box
        role="group"
        aria-label={label}
        aria-busy={loading}
        // It scrolls sideways when the columns do not fit (five, in English, beside the menu): the
        // keyboard must reach it even when no card is a link (the receiving board's).
        tabIndex={0}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: '1fr',
          alignItems: 'start',
          overflowX: 'auto',
          [`@container (min-width: ${STACKED_BELOW}px)`]: { gridTemplateColumns: `repeat(${columns.length}, minmax(220px, 1fr))` },
        }}
      >
        {columns.map((column) => (
          <BoardColumn key={column.key} column={column} />
        ))}
      </Box>
    </Box>
  );
}

function BoardColumn({ column }: { column: KanbanColumn }) {
  const { t } = useTranslation('list');
  const headingId = useId();
  const { count, cards } = column;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      data-column={column.key}
      sx={{ p: 1.5, bgcolor: 'background.default', borderTop: 4, borderTopColor: column.accent ?? 'divider', minWidth: 0 }}
    >
      <Typography id={headingId} variant="h2" component="h2" sx={{ fontSize: '1rem', display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        {column.icon}
        <span>{column.title}</span>{' '}
        <Box component="span" aria-hidden sx={{ ml: 'auto', fontWeight: 400 }}>
          {count === null ? '—' : (count ?? '…')}
        </Box>
        <Box component="span" sx={visuallyHidden}>
          {count === undefined ? t('list:loading') : count === null ? t('list:error') : t('list:kanban.count', { count })}
        </Box>
      </Typography>
      {cards.length > 0 ? (
        <Stack component="ul" spacing={1} aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {cards.map((card) => (
            <li key={card.key}>
              <BoardCard card={card} />
            </li>
          ))}
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {count === undefined ? t('list:loading') : count === null ? t('list:error') : t('list:kanban.empty')}
        </Typography>
      )}
      {column.more && <Box sx={{ mt: 1 }}>{column.more}</Box>}
    </Paper>
  );
}

/**
 * The title's link covers the card (a pointer opens the record from anywhere on it), but only the
 * title names it: the whole card's text was one long link name, and a link inside it could not be.
 * The body's own links lie above that cover.
 */
const COVERING_LINK = { '&::after': { content: '""', position: 'absolute', inset: 0 } } as const;
const LINKS_ABOVE = { '& a': { position: 'relative', zIndex: 1 } } as const;

function BoardCard({ card }: { card: KanbanCard }) {
  return (
    <Card variant="outlined" sx={card.to === undefined ? undefined : { position: 'relative', '&:hover': { bgcolor: 'action.hover' } }}>
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Typography variant="subtitle2" component="p">
          {card.to === undefined ? (
            card.title
          ) : (
            <Link component={RouterLink} to={card.to} color="inherit" underline="hover" sx={COVERING_LINK}>
              {card.title}
            </Link>
          )}
        </Typography>
        {card.body && <Box sx={{ typography: 'body2', mt: 0.5, ...LINKS_ABOVE }}>{card.body}</Box>}
      </CardContent>
    </Card>
  );
}
