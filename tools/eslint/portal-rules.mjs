// Project lint rules that no published plugin has.

const LETTERS = /[A-Za-z\u3400-\u9fff]/;
// `namespace:key.path` is a translation key handed to a component that translates it, not text.
const I18N_KEY = /^[\w-]+:[\w./-]+$/;
const isText = (value) => LETTERS.test(value) && !I18N_KEY.test(value.trim());
const TEXT_PROPS = new Set(['label', 'title', 'placeholder', 'aria-label', 'alt', 'helperText', 'confirmLabel', 'body']);

/** User-visible text must come from i18next resources, never a literal in the markup. */
const noLiteralUiText = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid user-visible literal strings in JSX; use t() with a key in both languages' },
    messages: { literal: 'User-visible text "{{text}}" must come from i18next (t(...)), with zh-TW and en-US resources.' },
    schema: [],
  },
  create(context) {
    const report = (node, text) => context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    return {
      JSXText(node) {
        if (LETTERS.test(node.value)) report(node, node.value);
      },
      JSXAttribute(node) {
        const name = typeof node.name.name === 'string' ? node.name.name : '';
        if (!TEXT_PROPS.has(name) || !node.value) return;
        if (node.value.type === 'Literal' && typeof node.value.value === 'string' && isText(node.value.value)) {
          report(node.value, node.value.value);
        }
        const expr = node.value.type === 'JSXExpressionContainer' ? node.value.expression : null;
        if (expr && expr.type === 'Literal' && typeof expr.value === 'string' && isText(expr.value)) report(expr, expr.value);
        if (expr && expr.type === 'TemplateLiteral' && expr.quasis.some((q) => LETTERS.test(q.value.cooked ?? ''))) report(expr, expr.quasis[0].value.cooked ?? '');
      },
    };
  },
};

export default { rules: { 'no-literal-ui-text': noLiteralUiText } };
