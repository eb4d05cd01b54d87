/**
 * Loads the application for the editor (GET /api/applications/{id}) through TanStack Query and runs the
 * document load pipeline (migrations, defaults). Not cached between visits: the editor always starts from
 * the server's current version, since that version is what a save will be checked against.
 */
import { useQuery } from '@tanstack/react-query';
import { loadApplicationDocument } from '../../runtime/document/load';
import type { ApplicationDocument } from '../../runtime/document/types';
import { httpApplications } from '../store/save';

export interface LoadedDocument {
  document: ApplicationDocument;
  version: number | null;
}

export async function fetchApplicationDocument(appId: string): Promise<LoadedDocument> {
  const raw = await httpApplications.get(appId);
  const result = loadApplicationDocument(raw);
  if (!result.ok) throw new Error(`${result.error.message}${result.error.path ? ` (${result.error.path})` : ''}`);
  return { document: result.value, version: typeof raw.version === 'number' ? raw.version : null };
}

export function useApplicationDocument(appId: string) {
  return useQuery({
    queryKey: ['editor', 'application', appId],
    queryFn: () => fetchApplicationDocument(appId),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
