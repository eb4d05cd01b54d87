/**
 * Reads the application for the editor (GET /api/applications/{id}) through TanStack Query. Not cached
 * between visits: the editor always starts from the server's current version, since that version is what a
 * save will be checked against. The document load pipeline runs in the workspace module (loadDocument). When the
 * web app started on the editor, the start-up has already sent this read (docs/editor.md, "Opening fast").
 */
import { useQuery } from '@tanstack/react-query';
import type { ApplicationDocument } from '../../model/document/types';
import { earlyApplicationKey, takeEarlyRequest } from '../../runtime/api/earlyRequest';
import { httpApplications } from '../store/save';

export function useApplicationDocument(appId: string) {
  return useQuery<ApplicationDocument>({
    queryKey: ['editor', 'application', appId],
    // the start-up may have asked already (src/app/AppRoutes.tsx, prefetchRouteData); a refetch asks again
    queryFn: () => takeEarlyRequest<ApplicationDocument>(earlyApplicationKey(appId)) ?? httpApplications.get(appId),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
