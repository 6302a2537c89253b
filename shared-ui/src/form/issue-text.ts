import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import { i18n } from 'shared-ui';
import type { IssueParams } from 'shared-ui/contract';

// A field error's message is an i18n key with its params (`validation:fileSize` + `{ size: 5 }`),
// carried in react-hook-form's string `message`; a server's plain text has the type `server` and
// carries the language it is written in (`encodeServerText`).
const SEPARATOR = '\u001f';

/** The message react-hook-form keeps for a keyed issue. */
export function encodeIssue(key: string, params?: IssueParams): string {
  return params && Object.keys(params).length > 0 ? `${key}${SEPARATOR}${JSON.stringify(params)}` : key;
}

export function decodeIssue(message: string): { key: string; params?: IssueParams } {
  const at = message.indexOf(SEPARATOR);
  if (at < 0) return { key: message };
  return { key: message.slice(0, at), params: JSON.parse(message.slice(at + 1)) as IssueParams };
}

/**
 * The error's text in the current language, or undefined when there is none. `defaults` fill the
 * params the rule leaves out (a file field names itself: `{{name}}` is its label).
 */
export function issueText(t: TFunction, error: Pick<FieldError, 'type' | 'message'> | undefined, defaults: IssueParams = {}): string | undefined {
  if (!error?.message) return undefined;
  if (error.type === SERVER_ERROR_TYPE) return serverText(t, error.message);
  const { key, params } = decodeIssue(error.message);
  return t(key, { ...defaults, ...params });
}

/** The type of a field error whose message is text the server wrote (not a key). */
export const SERVER_ERROR_TYPE = 'server';

/**
 * The message react-hook-form keeps for a text the server wrote: the text with the language it is
 * in, the request's (the api client sends the portal's language as Accept-Language, and the
 * server answers in it).
 */
export function encodeServerText(text: string, language: string = i18n.language): string {
  return `${language}${SEPARATOR}${text}`;
}

/**
 * A server's text at its field, in the language shown. A keyed error is translated anew at each
 * language switch (`issueText`); a text has no key and the server wrote it in the request's
 * language only, so after a switch it is not shown in the old language: the field stays refused,
 * with a line in the new language asking to try again (the next answer comes in that language);
 * switching back shows the text again. Sending the save again by itself on a switch would save
 * behind the user's back, and dropping the error would hide that the field was refused.
 */
export function serverText(t: TFunction, message: string): string {
  const at = message.indexOf(SEPARATOR);
  if (at < 0) return message;
  return message.slice(0, at) === i18n.language ? message.slice(at + 1) : t('common:serverTextOtherLanguage');
}
