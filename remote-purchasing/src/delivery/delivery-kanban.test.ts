import type { DeliveryScheduleRow } from 'shared-ui/contract';
import { cardsByPo } from './delivery-kanban';

const line = (id: number, poId: number, item: number, estimatedDate: string, replyDate?: string) =>
  ({ id, poId, poNo: `45${poId}`, item, estimatedDate, replyDate, dateColour: 'OVERDUE' }) as DeliveryScheduleRow;

it('groups a band’s lines one card a PO, the PO and the line with the earliest date that matters first', () => {
  const cards = cardsByPo([line(1, 7, 10, '2026-03-20'), line(2, 3, 20, '2026-03-25', '2026-03-12'), line(3, 7, 20, '2026-03-15'), line(4, 3, 10, '2026-03-18')]);
  expect(cards.map((lines) => lines.map((l) => l.id))).toEqual([
    [2, 4],
    [3, 1],
  ]);
});
