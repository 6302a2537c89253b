export type Lang = 'zh-TW' | 'en-US';

/** The language of the request's `Accept-Language`, zh-TW by default as the spec says. */
export function requestLang(request: Request): Lang {
  return (request.headers.get('Accept-Language') ?? '').toLowerCase().startsWith('en') ? 'en-US' : 'zh-TW';
}

/** A server message in both languages; the handler picks the request's. */
export type Bilingual = Record<Lang, string>;

export const say = (request: Request, text: Bilingual) => text[requestLang(request)];
