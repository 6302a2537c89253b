import { create } from 'zustand';
import { WARNING_MS } from '../api/error-body';

export type Severity = 'success' | 'info' | 'warning' | 'error';

export interface Notice {
  id: number;
  severity: Severity;
  message: string;
  durationMs: number;
}

interface NotifierState {
  notices: Notice[];
  notify(notice: { severity: Severity; message: string; durationMs?: number }): void;
  dismiss(id: number): void;
}

let nextId = 1;

/** Messages for the user, shown by `<NotifierHost>`; warnings last 5 s unless told otherwise (spec 9). */
export const useNotifier = create<NotifierState>()((set) => ({
  notices: [],
  // The same message again (e.g. three calls failing with 502) restarts its timer instead of stacking.
  notify: ({ severity, message, durationMs = WARNING_MS }) =>
    set((s) => ({
      notices: [...s.notices.filter((n) => n.message !== message || n.severity !== severity), { id: nextId++, severity, message, durationMs }],
    })),
  dismiss: (id) => set((s) => ({ notices: s.notices.filter((n) => n.id !== id) })),
}));

export const notify = (...args: Parameters<NotifierState['notify']>) => useNotifier.getState().notify(...args);
