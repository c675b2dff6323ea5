import type { CreativeFormat } from '@adcontrol/domain/shared/enums';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { CommonFields, Section } from './common-fields';
import type { EditorProps } from './editor-props';

/** An editor's form: its format's own content first, then what every creative carries. */
export function EditorLayout<F extends CreativeFormat>({
  children,
  ...props
}: EditorProps<F> & { children: ReactNode }) {
  return (
    <Stack spacing={2}>
      <Section title="content">{children}</Section>
      <CommonFields {...props} />
    </Stack>
  );
}
