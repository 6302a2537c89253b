import { registerFormat, registerNamespace } from 'shared-ui';
import { validationTexts } from 'shared-ui/validation-texts';
import { formatMessageValue, NUMBER_KINDS } from '../contract/number-formats';

// Registered with the signed-in components rather than in the first bundle: /login has no form rules.
registerNamespace('validation', validationTexts);
// The numbers a message names, written as the screens write them (`({{max, amount}})`), as the
// mock backend writes them in its answers (`fillMessage`).
for (const kind of NUMBER_KINDS) registerFormat(kind, (value, language, options) => formatMessageValue(value, kind, options, language));
