/** The project's compound widgets for the palette and the cycle check (TanStack Query). */
import { useQuery } from '@tanstack/react-query';
import { getApplications, getCompoundWidgets } from '../../runtime/api/resources';
import type { ApplicationDocument, CompoundWidgetDocument } from '../../model/document/types';

export const PROJECT_COMPOUNDS_KEY = 'project-compounds';

export async function fetchProjectCompounds(projectId: string | undefined): Promise<CompoundWidgetDocument[]> {
  const page = await getCompoundWidgets({ page: 1, size: 1000 });
  return (page.elements as CompoundWidgetDocument[]).filter((c) => !projectId || c.projectId === projectId);
}

export async function fetchProjectApplications(projectId: string | undefined): Promise<ApplicationDocument[]> {
  const page = await getApplications({ page: 1, size: 1000 });
  return (page.elements as ApplicationDocument[]).filter((a) => !projectId || a.projectId === projectId);
}

/** The project's compound widgets, fetched once `enabled`. */
export function useProjectCompounds(projectId: string | undefined, enabled = true) {
  return useQuery({ queryKey: [PROJECT_COMPOUNDS_KEY, projectId ?? ''], queryFn: () => fetchProjectCompounds(projectId), enabled });
}
