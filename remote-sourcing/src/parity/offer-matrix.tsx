import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Table, TableBody, TableCell, TableHead, TableRow, TableScroll } from 'shared-ui/components';
import type { ParityItem, ParityLine } from 'shared-ui/contract';
import { suppliersOf } from './parity-form';

interface OfferMatrixProps {
  items: ParityItem[];
  lines: ParityLine[];
  /** The row's heading cell: the inquiry's item. */
  item(item: ParityItem): ReactNode;
  /** One supplier's offer for the row; the cell says "—" when the supplier made none. */
  offer(item: ParityItem, line: ParityLine, lineIndex: number): ReactNode;
  /** The detail's offer cells are wide enough for the quota fields. */
  offerMinWidth?: number;
}

/**
 * The parity sheet's comparison as a table: the inquiry's items down, the suppliers across, each
 * cell one supplier's offer for the item. The detail fills the cells with the figures and the
 * quota fields, the print page with what the sign-off needs.
 */
export function OfferMatrix({ items, lines, item: itemCell, offer, offerMinWidth }: OfferMatrixProps) {
  const { t } = useTranslation('sourcing');
  const suppliers = suppliersOf({ lines });
  const label = t('parity.sections.comparison');
  return (
    <TableScroll label={label}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell>{t('fields.item')}</TableCell>
            {suppliers.map((s) => (
              <TableCell key={s.supplierId}>{s.name}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => (
            <TableRow key={item.seq}>
              {/* The row's header: a screen reader names each offer's cell (and its quota fields' table cell) by its item. */}
              <TableCell component="th" scope="row" sx={{ verticalAlign: 'top', minWidth: 160 }}>
                {itemCell(item)}
              </TableCell>
              {suppliers.map((s) => {
                const index = lines.findIndex((l) => l.seq === item.seq && l.supplierId === s.supplierId);
                return (
                  <TableCell key={s.supplierId} sx={{ verticalAlign: 'top', minWidth: offerMinWidth }} data-testid={`offer-${item.seq}-${s.supplierId}`}>
                    {index >= 0 ? offer(item, lines[index], index) : '—'}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableScroll>
  );
}
