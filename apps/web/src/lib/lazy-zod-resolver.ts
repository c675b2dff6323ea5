import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * react-hook-form's zod resolver for a schema that loads on the first validation (the first submit), so a page
 * whose form is all it validates can show without zod and the shared contracts (decision 013). Validation, its
 * messages and its timing are the zod resolver's own; only the first one waits for the schema to arrive.
 * When the schema cannot be downloaded (offline), the values go through unchecked: the submit then fails the
 * way any call does without a connection, and the server validates against the same contract anyway.
 */
export function lazyZodResolver<T extends FieldValues>(
  loadSchema: () => Promise<ZodType<T, T>>,
): Resolver<T> {
  let resolver: Promise<Resolver<T>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema),
    );
    let validate: Resolver<T>;
    try {
      validate = await resolver;
    } catch {
      resolver = undefined; // tried again on the next submit
      return { values, errors: {} };
    }
    return validate(values, context, options);
  };
}
