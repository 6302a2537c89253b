/**
 * A call whose body is one part of a form (an audit's `reply`): its refusal names the part's own
 * fields (`description`, the contract's paths within the body), which the form holds under the
 * part's path (`reply.description`). The refusal comes back with its paths put there, so that it
 * lands on the form's fields and is named by their labels.
 */
export async function refusedUnder<T>(path: string, call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    const response = (error as { response?: { data?: unknown } } | undefined)?.response;
    const body = response?.data as { fieldErrors?: { path?: string }[] } | undefined;
    if (response && Array.isArray(body?.fieldErrors)) {
      response.data = { ...body, fieldErrors: body.fieldErrors.map((entry) => (entry.path ? { ...entry, path: `${path}.${entry.path}` } : entry)) };
    }
    throw error;
  }
}
