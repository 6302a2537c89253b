import { silentCallFailure } from 'shared-ui/data';

interface Failed {
  response?: { status?: number };
}

/**
 * The text a panel shows for a read or write that failed: a record the caller may not read
 * (another supplier's, 404) or may not open (403) says so in place, a 400 gives the server's own
 * messages; anything else is the portal's usual notice and a generic text here.
 */
export function panelFailure(error: unknown): { key: string; messages: string[] } {
  const status = (error as Failed | undefined)?.response?.status;
  if (status === 404 || status === 403) return { key: 'activity:notFound', messages: [] };
  const messages = silentCallFailure(error);
  return { key: status === 400 ? 'activity:sendRefused' : 'activity:failed', messages };
}
