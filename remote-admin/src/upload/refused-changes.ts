import { silentCallFailure, type FailedCall } from 'shared-ui/data';
import type { ApiErrorBodyWithFields } from 'shared-ui/form';

/**
 * A batch the server refused whole: each message named by the supplier of the change it is about
 * (its field error's `changes.N…` is the Nth change sent), and those suppliers, so the page can
 * untick them and send the rest. Other failures go to the portal's notice and answer [].
 */
export function refusedChanges(error: unknown, sent: readonly { supplierNoScp: string }[]): { texts: string[]; suppliers: string[] } {
  const messages = silentCallFailure(error);
  const data = (error as FailedCall | undefined)?.response?.data as ApiErrorBodyWithFields | undefined;
  const fieldErrors = data?.fieldErrors ?? [];
  const suppliers = new Set<string>();
  const texts = messages.map((message, i) => {
    const index = /^changes\.(\d+)/.exec(fieldErrors[i]?.path ?? '')?.[1];
    const no = index === undefined ? undefined : sent[Number(index)]?.supplierNoScp;
    if (!no) return message;
    suppliers.add(no);
    return `${no}: ${message}`;
  });
  return { texts: [...new Set(texts)], suppliers: [...suppliers] };
}
