import { registerNamespace } from 'shared-ui';
import { validationTexts } from 'shared-ui/validation-texts';

// Registered with the signed-in components rather than in the first bundle: /login has no form rules.
registerNamespace('validation', validationTexts);
