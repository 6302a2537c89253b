/** What every form field takes. Rules live in the form's zod schema; `required` only marks the field. */
export interface FieldProps {
  /** The field's path in the form values (react-hook-form dot notation: `companyInfo.name`). */
  name: string;
  /** i18n key of the label; `labelValues` fills its placeholders (a name the server gave). */
  label: string;
  labelValues?: Record<string, string>;
  /** Shows MUI's required marker; the schema answers `validation:required` when it is left empty. */
  required?: boolean;
  /** Read-only text instead of an input; default: the form's `FormReadOnly` (view mode of a detail page). */
  readOnly?: boolean;
  disabled?: boolean;
  /** i18n key of a hint under the field (an error replaces it). */
  helperText?: string;
}

