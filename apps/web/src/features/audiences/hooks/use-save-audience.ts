import type { Audience } from '@adcontrol/domain/audiences/audience';
import { useMutation } from '@tanstack/react-query';
import { useCreateAudience } from '../api/create-audience';
import { useUpdateAudience } from '../api/update-audience';
import type { BuilderValues } from '../components/builder-values';

/** One pending/error state for the builder, whether it creates an audience or changes one. */
export function useSaveAudience(audience: Audience | undefined) {
  const create = useCreateAudience();
  const update = useUpdateAudience();
  return useMutation({
    /** Only admins see the options, so only theirs are sent; others leave the stored ones as they are. */
    mutationFn: ({ values, withOptions }: { values: BuilderValues; withOptions: boolean }) => {
      const body = {
        name: values.name.trim(),
        filters: values.filters,
        ...(withOptions ? { options: values.options } : {}),
      };
      return audience ? update.mutateAsync({ id: audience._id, body }) : create.mutateAsync(body);
    },
  });
}
