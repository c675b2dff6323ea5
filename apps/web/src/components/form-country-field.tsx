import type { CountryCode } from '@adcontrol/domain/shared/enums';
import type { FieldValues } from 'react-hook-form';
import { CountryField } from './country-field';
import { type ControlledFieldProps, useControlledField } from './use-field-props';

interface FormCountryFieldProps<V extends FieldValues>
  extends ControlledFieldProps<V, CountryCode | undefined> {
  /** The entry for no country, when the form may have none. */
  emptyLabel?: string | undefined;
  hint?: string | undefined;
}

/** A react-hook-form form's country; a cleared field holds undefined. */
export function FormCountryField<V extends FieldValues>({
  emptyLabel,
  hint,
  ...props
}: FormCountryFieldProps<V>) {
  const { field, errorProps } = useControlledField(props, { hint });
  return (
    <CountryField
      name={field.name}
      label={props.label}
      emptyLabel={emptyLabel}
      value={field.value}
      onChange={field.onChange}
      {...errorProps}
    />
  );
}
