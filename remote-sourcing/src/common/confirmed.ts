import type { CallAction } from 'shared-ui/detail';

/**
 * The actions of one namespace (`sourcing:<area>.actions.<name>`): its key, and a call asked with
 * the standard question, whose title and text are `<name>Title` and `<name>Body`.
 */
export function actionsOf(area: string) {
  const key = (name: string) => `sourcing:${area}.actions.${name}`;
  const confirmed = (name: string, run: CallAction['run'], destructive = false): CallAction => ({
    key: name,
    label: key(name),
    confirm: { title: key(`${name}Title`), body: key(`${name}Body`) },
    destructive,
    run,
  });
  return { key, confirmed };
}
