/** Creating, changing and deleting applications from the overview; the overview's lists reload after each. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createApplication, deleteApplication, patchApplication } from '../../../runtime/api';
import type { ApplicationDocument } from '../../../model/document/types';
import type { applicationFields } from './applicationForm';

type Fields = ReturnType<typeof applicationFields>;

export function useApplicationMutations() {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: ['applications'] });
  return {
    create: useMutation({ mutationFn: (document: ApplicationDocument) => createApplication(document), onSuccess: reload }),
    // A merge patch: `domain: null` removes the domain.
    update: useMutation({
      mutationFn: ({ id, fields }: { id: string; fields: Fields }) => patchApplication(id, fields as unknown as Partial<ApplicationDocument>),
      onSuccess: reload,
    }),
    remove: useMutation({ mutationFn: (id: string) => deleteApplication(id), onSuccess: reload }),
  };
}
