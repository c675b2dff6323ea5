import type { FieldValues } from 'react-hook-form';
import { TimezoneField } from './timezone-field';
import { type ControlledFieldProps, useControlledField } from './use-field-props';

/** A react-hook-form form's time zone; a cleared field holds ''. */
export function FormTimezoneField<V extends FieldValues>(props: ControlledFieldProps<V, string | undefined>) {
  const { field, errorProps } = useControlledField(props);
  return (
    <TimezoneField
      name={field.name}
      label={props.label}
      value={field.value}
      onChange={(zone) => field.onChange(zone ?? '')}
      {...errorProps}
    />
  );
}
