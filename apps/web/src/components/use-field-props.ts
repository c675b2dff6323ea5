import type { TFunction } from 'i18next';
import {
  type Control,
  type FieldError,
  type FieldPath,
  type FieldPathByValue,
  type FieldValues,
  get,
  type UseFormReturn,
  useController,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../lib/field-errors';

export interface FieldWords {
  /** The field's own words for some issue codes, as fieldErrorText takes them. */
  issues?: Partial<Record<string, string>>;
  /** What the field says under it while it has no error. */
  hint?: string | undefined;
}

/** What a shared picker bound to a react-hook-form form takes: its form, its field (holding a T) and its label. */
export interface ControlledFieldProps<V extends FieldValues, T> {
  control: Control<V>;
  name: FieldPathByValue<V, T>;
  label: string;
}

/** A field's error as an input shows it: marked, with the error in words under it, or else its hint. */
export function fieldErrorProps(
  t: TFunction,
  error: FieldError | undefined,
  { issues, hint }: FieldWords = {},
) {
  return { error: Boolean(error), helperText: fieldErrorText(t, error, issues) ?? hint };
}

/** Binds an input (a TextField, a PasswordField) to a react-hook-form form, its error shown as fieldErrorProps. */
export function useFieldProps<V extends FieldValues>(form: Pick<UseFormReturn<V>, 'register' | 'formState'>) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (name: FieldPath<V>, words?: FieldWords) => ({
    ...form.register(name),
    ...fieldErrorProps(t, get(errors, name) as FieldError | undefined, words),
  });
}

/** A shared picker's binding to a react-hook-form form: the field (name, value, changes) and its error shown. */
export function useControlledField<V extends FieldValues, T>(
  { control, name }: ControlledFieldProps<V, T>,
  words?: FieldWords,
) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return { field, errorProps: fieldErrorProps(t, fieldState.error, words) };
}
