/**
 * The request's JSON body as an object: a missing, broken or non-object body reads as `{}`, so
 * the handler's own checks answer 400 "Required" for each missing field instead of a crash.
 */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const body: unknown = await request.json().catch(() => undefined);
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/** A field as trimmed text, or '' when absent or not text. */
export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
