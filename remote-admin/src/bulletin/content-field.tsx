import { lazy, Suspense } from 'react';
import { Box } from 'shared-ui';
import { LinearProgress } from 'shared-ui/components';
import { ReadOnlyValue, useFieldReadOnly, useWatch, type FieldProps } from 'shared-ui/form';
import { SafeHtml } from 'shared-ui/rich-text';

// The editor (mui-tiptap, Tiptap 3) is a chunk of its own: fetched when a bulletin is written or
// changed, never to read one.
const RichTextField = lazy(() => import('shared-ui/rich-text-editor').then((m) => ({ default: m.RichTextField })));
// The editor's height (label, toolbar, 160 px of text) is kept while it loads: the fields and the
// Save below it do not jump when it arrives (a click on Save could land on nothing).
const EDITOR_HEIGHT = 250;

/** A bulletin's content: the rich-text editor while editing, the sanitised HTML otherwise. */
export function ContentField(props: FieldProps) {
  const readOnly = useFieldReadOnly(props.readOnly);
  const html = useWatch({ name: props.name }) as string | undefined;
  if (readOnly) return <ReadOnlyValue label={props.label}>{html ? <SafeHtml html={html} component="article" /> : undefined}</ReadOnlyValue>;
  return (
    <Suspense
      fallback={
        <Box sx={{ minHeight: EDITOR_HEIGHT }}>
          <LinearProgress aria-label={props.label} />
        </Box>
      }
    >
      <RichTextField {...props} />
    </Suspense>
  );
}
