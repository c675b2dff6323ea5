import type { Language } from '@adcontrol/domain/shared/enum-values';
import type { FieldValues } from 'react-hook-form';
import { LanguageField } from './language-field';
import { type ControlledFieldProps, useControlledField } from './use-field-props';

interface FormLanguageFieldProps<V extends FieldValues>
  extends ControlledFieldProps<V, Language | undefined> {
  hint?: string | undefined;
}

/** A react-hook-form form's interface language, its error (a server's refusal too) shown under it. */
export function FormLanguageField<V extends FieldValues>({ hint, ...props }: FormLanguageFieldProps<V>) {
  const { field, errorProps } = useControlledField(props, { hint });
  return (
    <LanguageField
      name={field.name}
      label={props.label}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      {...errorProps}
    />
  );
}
