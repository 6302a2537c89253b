import type { IssueMessage } from 'shared-ui/contract';
import { validationTexts } from 'shared-ui/validation-texts';
import { requestLang } from './locale';

type Texts = Record<string, string>;

/**
 * A broken rule of the contract (`validation:fileSize` + `{ size: 10 }`) as the text the portal
 * shows for it, in the request's language: the server says the same words as the forms.
 */
export function sayIssue(request: Request, issue: IssueMessage): string {
  const texts = validationTexts[requestLang(request)] as Texts;
  const template = texts[issue.key.replace(/^validation:/, '')] ?? issue.key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (issue.params && name in issue.params ? String(issue.params[name]) : whole));
}
