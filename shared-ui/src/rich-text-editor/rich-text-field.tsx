import FormLabel from '@mui/material/FormLabel';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  LinkBubbleMenu,
  LinkBubbleMenuHandler,
  MenuButtonBold,
  MenuButtonBulletedList,
  MenuButtonEditLink,
  MenuButtonItalic,
  MenuButtonOrderedList,
  MenuButtonRedo,
  MenuButtonUnderline,
  MenuButtonUndo,
  MenuControlsContainer,
  MenuDivider,
  RichTextEditorProvider,
  RichTextField as EditorField,
  useRichTextEditorContext,
  type LinkBubbleMenuProps,
} from 'mui-tiptap';
import { useEffect, useId } from 'react';
import { FormControl, FormHelperText } from 'shared-ui';
import { ReadOnlyValue, usePortalField, type FieldProps } from 'shared-ui/form';
import { SafeHtml } from 'shared-ui/rich-text';

export type RichTextFieldProps = FieldProps;

/**
 * mui-tiptap's link menu, once the editor it reads is live. When React retries a render, Tiptap
 * can hand it an editor it has just destroyed, its storage emptied, and the menu throws on that
 * (seen on a loaded CI machine even behind a check of `isDestroyed` in the parent). The check is
 * here, on the very editor the menu is about to read, in the same render.
 */
function LiveLinkMenu(props: LinkBubbleMenuProps) {
  const editor = useRichTextEditorContext();
  if (!editor || editor.isDestroyed || !('linkBubbleMenuHandler' in editor.storage)) return null;
  return <LinkBubbleMenu {...props} />;
}

/** What an emptied editor holds (`<p></p>`) is no text: the form keeps '' so "Required" applies. */
const valueOf = (editor: { isEmpty: boolean; getHTML(): string }) => (editor.isEmpty ? '' : editor.getHTML());

/**
 * Rich text (HTML) bound to react-hook-form: paragraphs, bold, italic, underline, lists and
 * links, by mouse or keyboard (Ctrl+B…, Tab moves on). In view mode it shows the sanitised
 * HTML. The value is the editor's HTML; the server sanitises nothing, the portal shows it only
 * through SafeHtml.
 */
export function RichTextField(props: RichTextFieldProps) {
  const { t, field, readOnly, label, error, help } = usePortalField(props);
  const labelId = useId();
  const helpId = useId();
  const html = typeof field.value === 'string' ? field.value : '';
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false, autolink: true } }), LinkBubbleMenuHandler],
    content: html,
    editable: !props.disabled,
    immediatelyRender: true,
    // mui-tiptap's controls follow the editor by re-rendering (its README, for Tiptap 3).
    shouldRerenderOnTransaction: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(help ? { 'aria-describedby': helpId } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: current }) => field.onChange(valueOf(current)),
    onBlur: () => field.onBlur(),
  });

  // A value set from outside (the record loaded, the form reset) replaces what the editor shows.
  useEffect(() => {
    if (editor && !editor.isDestroyed && html !== valueOf(editor)) editor.commands.setContent(html, { emitUpdate: false });
  }, [editor, html]);
  // The form's focus on an invalid field lands in the editor.
  useEffect(() => {
    field.ref({ focus: () => editor?.commands.focus() });
  }, [editor, field]);

  if (readOnly) {
    return <ReadOnlyValue label={props.label} labelValues={props.labelValues}>{html ? <SafeHtml html={html} /> : undefined}</ReadOnlyValue>;
  }
  const k = (key: string) => t(`richText:${key}`);
  return (
    <FormControl error={Boolean(error)} required={props.required} disabled={props.disabled} fullWidth>
      <FormLabel id={labelId} sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <RichTextEditorProvider editor={editor}>
        <EditorField
          variant="outlined"
          sx={error ? { '& .MuiTiptap-FieldContainer-notchedOutline': { borderColor: 'error.main' } } : undefined}
          RichTextContentProps={{ sx: { minHeight: 160 } }}
          MenuBarProps={{ role: 'toolbar', 'aria-label': k('toolbar') } as object}
          controls={
            <MenuControlsContainer>
              <MenuButtonBold tooltipLabel={k('bold')} />
              <MenuButtonItalic tooltipLabel={k('italic')} />
              <MenuButtonUnderline tooltipLabel={k('underline')} />
              <MenuDivider />
              <MenuButtonBulletedList tooltipLabel={k('bulletList')} />
              <MenuButtonOrderedList tooltipLabel={k('orderedList')} />
              <MenuButtonEditLink tooltipLabel={k('link')} />
              <MenuDivider />
              <MenuButtonUndo tooltipLabel={k('undo')} />
              <MenuButtonRedo tooltipLabel={k('redo')} />
            </MenuControlsContainer>
          }
        />
        <LiveLinkMenu
          labels={{
            editLinkAddTitle: k('linkAdd'),
            editLinkEditTitle: k('linkEdit'),
            editLinkTextInputLabel: k('linkText'),
            editLinkHrefInputLabel: k('linkHref'),
            editLinkCancelButtonLabel: k('linkCancel'),
            editLinkSaveButtonLabel: k('linkSave'),
            viewLinkEditButtonLabel: k('linkChange'),
            viewLinkRemoveButtonLabel: k('linkRemove'),
          }}
        />
      </RichTextEditorProvider>
      {help && <FormHelperText id={helpId}>{help}</FormHelperText>}
    </FormControl>
  );
}
