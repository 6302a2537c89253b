// Jest only: jsdom lays nothing out, and the rich-text editor (ProseMirror) asks where the caret
// is after each keystroke. Empty answers are enough for it to type, select and format.
const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;

export function allowEditorInJsdom(): void {
  if (!document.elementFromPoint) document.elementFromPoint = () => null;
  for (const proto of [Range.prototype, Element.prototype, Text.prototype] as { getClientRects?: () => DOMRectList; getBoundingClientRect?: () => DOMRect }[]) {
    proto.getClientRects ??= noRects;
    proto.getBoundingClientRect ??= () => new DOMRect();
  }
}
