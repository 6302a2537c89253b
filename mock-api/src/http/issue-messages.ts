import { fillMessage, type IssueMessage } from 'shared-ui/contract';
import { validationTexts } from 'shared-ui/validation-texts';
import { requestLang } from './locale';

type Texts = Record<string, string>;

/**
 * A broken rule of the contract (`validation:fileSize` + `{ size: 10 }`) as the text the portal
 * shows for it, in the request's language: the server says the same words as the forms, its
 * numbers written as the forms write them (`{{max, amount}}`: USD 46.00).
 */
export function sayIssue(request: Request, issue: IssueMessage): string {
  const lang = requestLang(request);
  const texts = validationTexts[lang] as Texts;
  return fillMessage(texts[issue.key.replace(/^validation:/, '')] ?? issue.key, issue.params, lang);
}
