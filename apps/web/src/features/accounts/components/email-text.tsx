import { Fragment } from 'react';

/**
 * An e-mail address that wraps only where a reader expects it to: before the `@` and after each dot, never
 * inside a name (a long address in a narrow column used to break mid-word).
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=@)|(?<=\.)/);
  return (
    <>
      {parts.map((part, index) => (
        // The parts of one address never change order: the index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
