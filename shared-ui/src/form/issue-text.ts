import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import type { IssueParams } from 'shared-ui/contract';

// A field error's message is an i18n key with its params (`validation:fileSize` + `{ size: 5 }`),
// carried in react-hook-form's string `message`; a server's plain text has the type `server`.
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

/** The error's text in the current language, or undefined when there is none. */
export function issueText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error?.message) return undefined;
  if (error.type === SERVER_ERROR_TYPE) return error.message;
  const { key, params } = decodeIssue(error.message);
  return t(key, params ?? {});
}

/** The type of a field error whose message is text the server wrote (not a key). */
export const SERVER_ERROR_TYPE = 'server';
