import { get, useFormState, type FieldError } from 'react-hook-form';

/**
 * One field's or list's error, subscribed by the component that shows it and no other. Reading it
 * from the form's own `formState` (`useFormContext()`, `form.formState.errors`) subscribes the
 * whole form to every field's errors and touches: a 40-field form was drawn again at every field
 * left, about 70 ms each time in jsdom and a pause a phone user could feel.
 */
export function useFieldError<Error = FieldError>(name: string): Error | undefined {
  const { errors } = useFormState({ name });
  return get(errors, name) as Error | undefined;
}
