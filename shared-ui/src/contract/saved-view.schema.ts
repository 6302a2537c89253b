import { z } from 'zod';
import { requiredText, TEXT_MAX } from './common.schema';
import { report } from './issues';
import { VK } from './validation-keys';
import { lazySchema } from './lazy-schema';

// Saved views (issue 19): a user's named filters, sort and hidden columns of one list, kept by the
// backend per user, one of them the list's default. Calls under `g/savedView` (any signed-in user,
// only ever their own views):
//   POST g/savedView/search { listKey, paging }  page of the caller's views of that list, by name
//   POST g/savedView            SavedViewInput     the new view
//   PUT  g/savedView/{id}       SavedViewInput     the view, changed (rename, overwrite, default)
//   DELETE g/savedView/{id}                        204
// Another user's view answers 404, as a record that does not exist.

/** A view's name is a chip's text: short. */
export const SAVED_VIEW_NAME_MAX = 40;
/** Filters, sort and columns of one list fit in far less; a bigger body is not a view. */
const MAX_ENTRIES = 60;

const fieldName = lazySchema(() => z.string().min(1, { error: VK.required }).max(100, { error: VK.invalid }));

export const savedViewSchema = lazySchema(() =>
  z.object({
    /** The list's route (`/admin/po`): the same key the list keeps its state under. */
    listKey: requiredText(TEXT_MAX).refine((key) => key.startsWith('/'), { error: VK.invalid }),
    name: requiredText(SAVED_VIEW_NAME_MAX),
    /** The filter bar's values, as the list holds them (text, codes, date ranges, value searches, picked options). */
    filters: z.record(z.string().max(100), z.unknown()).default({}).superRefine((filters, ctx) => {
      if (Object.keys(filters).length > MAX_ENTRIES) report(ctx, VK.invalid, []);
    }),
    sorts: z.array(z.object({ field: fieldName, direction: z.enum(['ASC', 'DESC'], { error: VK.invalid }) })).max(MAX_ENTRIES, { error: VK.invalid }).default([]),
    hiddenColumns: z.array(fieldName).max(MAX_ENTRIES, { error: VK.invalid }).default([]),
    /** The view the list opens with; setting it takes the mark from the list's other views. */
    isDefault: z.boolean({ error: VK.invalid }).default(false),
  }),
);

/** Two names of one list's views are the same name whatever their case and outer spaces: the rule of uniqueness, client and server. */
export const sameViewName = (a: string, b: string): boolean => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

export type SavedViewInput = z.input<typeof savedViewSchema>;
export type SavedViewValues = z.output<typeof savedViewSchema>;
export interface SavedView extends SavedViewValues {
  id: number;
}
