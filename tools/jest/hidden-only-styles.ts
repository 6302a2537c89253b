// jsdom computes a style by matching every CSS rule of the document against the element and each
// of its ancestors, and testing-library asks for one on every element it names or checks for
// visibility: with MUI's thousands of emotion rules that was over a quarter of a form test's time.
// Tests read styles only to know whether something is hidden, so only rules that hide reach the
// document (MUI's collapsed sections, responsive `display: none`...). A test that reads another
// style (a colour) sets `globalThis.jestEveryStyleRule = true` before its first render.
jest.mock('@emotion/sheet', () => {
  const actual = jest.requireActual<typeof import('@emotion/sheet')>('@emotion/sheet');
  const HIDES = /display:\s*none|visibility:\s*(hidden|collapse)|opacity:\s*0[;}]/;
  class HidingRulesOnly extends actual.StyleSheet {
    insert(rule: string) {
      if (HIDES.test(rule) || (globalThis as { jestEveryStyleRule?: boolean }).jestEveryStyleRule) super.insert(rule);
    }
  }
  return { ...actual, StyleSheet: HidingRulesOnly };
});
