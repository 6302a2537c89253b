import { JSDOM } from 'jsdom';

// tools/jest/label-lookups.ts answers `label.control` and `element.labels` for every test's DOM
// from faster lookups than jsdom's; they must give jsdom's answers. An unpatched jsdom reads the
// same markup beside the test's document.
const MARKUP = `
  <form>
    <label id="a" for="name">Name</label><input id="name">
    <label id="b">Phone <span><input id="phone"></span><input id="second"></label>
    <label id="c" for="">Empty for</label>
    <label id="d" for="nowhere">Missing target</label>
    <label id="e" for="box">Box</label><div id="box"></div>
    <label id="f" for="secret">Hidden</label><input id="secret" type="hidden">
    <label id="g" for="country">Country</label><select id="country"></select>
    <label id="h">Wrapped <textarea id="note"></textarea></label>
    <label id="i" for="note">Note again</label>
    <label id="j" for="go">Go</label><button id="go">Go</button>
    <label id="k" for="q&quot;x">Quoted id</label><input id="q&quot;x">
  </form>`;

const reference = new JSDOM(MARKUP).window.document;
beforeEach(() => {
  document.body.innerHTML = MARKUP;
});

const ids = (nodes: Iterable<Element> | null) => (nodes ? [...nodes].map((node) => node.id) : null);

test("a label's control is jsdom's", () => {
  for (const label of reference.querySelectorAll('label')) {
    const patched = document.getElementById(label.id) as HTMLLabelElement;
    expect([label.id, patched.control?.id ?? null]).toEqual([label.id, label.control?.id ?? null]);
  }
});

test("an element's labels are jsdom's, in tree order", () => {
  for (const element of reference.querySelectorAll('input, select, textarea, button')) {
    const patched = document.getElementById(element.id) as HTMLInputElement;
    expect([element.id, ids(patched.labels)]).toEqual([element.id, ids((element as HTMLInputElement).labels)]);
  }
});

test('a detached form answers from its own tree', () => {
  const form = document.createElement('form');
  form.innerHTML = '<label id="l" for="x">X</label><input id="x">';
  const input = form.querySelector('input')!;
  expect((form.querySelector('label') as HTMLLabelElement).control).toBe(input);
  expect(ids(input.labels)).toEqual(['l']);
});
