import { DeliveryDate } from './delivery-date';
import type { KanbanColumn } from './kanban-board';

// A delivery kanban as the stories and tests show it: three bands against the business day
// 2026-11-22, the last one empty.
export const demoColumns = (names: [string, string, string]): KanbanColumn[] => [
  {
    key: 'OVERDUE',
    title: names[0],
    count: 3,
    accent: 'error.main',
    cards: [
      { key: 1, title: 'PO 4501001014', to: '/admin/po/detail/view/3', body: <DeliveryDate date="2026-11-20" band="OVERDUE" /> },
      { key: 2, title: 'PO 4501001021', to: '/admin/po/detail/view/7', body: <DeliveryDate date="2026-11-18" band="OVERDUE" /> },
    ],
    more: <a href="?view=list">+1</a>,
  },
  {
    key: 'WITHIN_THRESHOLD',
    title: names[1],
    count: 1,
    accent: 'warning.main',
    cards: [{ key: 3, title: 'PO 4501001030', to: '/admin/po/detail/view/9', body: <DeliveryDate date="2026-11-27" band="WITHIN_THRESHOLD" /> }],
  },
  { key: 'LATER', title: names[2], count: 0, accent: 'success.main', cards: [] },
];
