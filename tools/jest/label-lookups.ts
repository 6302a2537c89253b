// jsdom finds a label's control by walking the whole tree, node by node, for the element with its
// `for` id, and an input's labels by asking every node of the document for its control: each
// accessible-name lookup (getByRole, getByLabelText, toHaveAccessibleName) walked the DOM once per
// label on the page. On a 40-field form that was over a third of a test's time (a profile of
// supplier-fields.test: 5.9 s of 15 s in HTMLLabelElement's `control` and `labels`' query).
// The same answers, per the HTML spec, from the document's id index and its <label> elements.
// Only jsdom's lookups change, not what the tests see.

const LABELABLE = 'button, meter, output, progress, select, textarea, input';

/** https://html.spec.whatwg.org/multipage/forms.html#category-label */
function isLabelable(element: Element): boolean {
  if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml' || !element.matches(LABELABLE)) return false;
  return !(element instanceof HTMLInputElement && element.type === 'hidden');
}

/** The elements of `root` (itself included) that match `selector`, in tree order. */
function inTree(root: Node, selector: string): Element[] {
  const found = 'querySelectorAll' in root ? [...(root as ParentNode).querySelectorAll(selector)] : [];
  return root instanceof Element && root.matches(selector) ? [root, ...found] : found;
}

/** https://html.spec.whatwg.org/multipage/forms.html#labeled-control */
function controlOf(label: HTMLLabelElement): HTMLElement | null {
  const id = label.getAttribute('for');
  if (id === null) return ([...label.querySelectorAll<HTMLElement>(LABELABLE)].find(isLabelable) as HTMLElement | undefined) ?? null;
  if (id === '') return null;
  const root = label.getRootNode();
  const target = 'getElementById' in root ? (root as Document).getElementById(id) : (inTree(root, `[id="${id.replace(/["\\]/g, '\\$&')}"]`)[0] ?? null);
  return target && isLabelable(target) ? (target as HTMLElement) : null;
}

// Test files in the node environment (`@jest-environment node`) have no DOM to speed up.
if (typeof HTMLLabelElement !== 'undefined') {
  Object.defineProperty(HTMLLabelElement.prototype, 'control', {
    configurable: true,
    get(this: HTMLLabelElement) {
      return controlOf(this);
    },
  });

  // The labelable elements' `labels`: an array where jsdom gives a NodeList (indexable, iterable,
  // with a length: all that testing-library and dom-accessibility-api read).
  for (const type of [HTMLInputElement, HTMLSelectElement, HTMLTextAreaElement, HTMLButtonElement, HTMLMeterElement, HTMLOutputElement, HTMLProgressElement]) {
    Object.defineProperty(type.prototype, 'labels', {
      configurable: true,
      get(this: HTMLElement) {
        if (!isLabelable(this)) return null;
        return inTree(this.getRootNode(), 'label').filter((label) => controlOf(label as HTMLLabelElement) === this);
      },
    });
  }
}
