import { createCollection } from '../store/collection';

/**
 * The functions the server switched off (`UserProfile.functionDisable`, e.g. `INQUIRY`: the
 * Bidding group). One record (id 1), set by `POST dev/functionDisable`; empty after a reset.
 */
const functionSwitches = createCollection<{ id: number; disabled: string[] }>('functionSwitches');

export const disabledFunctions = (): string[] => functionSwitches.get(1)?.disabled ?? [];

export function setDisabledFunctions(disabled: string[]): void {
  if (functionSwitches.get(1)) functionSwitches.update(1, { disabled });
  else functionSwitches.insert({ id: 1, disabled });
}
