import { get, useFormState, type FieldError } from 'react-hook-form';

/**
 * One field's or list's error, subscribed by the component that shows it and no other. Reading it
 * from the form's own `formState` (`useFormContext()`, `form.formState.errors`) subscribes the
 * whole form to every change of errors (and, through `getFieldState`, of touched, dirty and
 * validating state): a 40-field form was drawn again in full at every field left. For a list it
 * is the list's own error, with its `root` and its items' errors by index: callers name the shape.
 */
export function useFieldError<T = FieldError>(name: string): T | undefined {
  const { errors } = useFormState({ name });
  return get(errors, name) as T | undefined;
}
