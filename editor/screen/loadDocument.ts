/** The stored application through the document load pipeline (migrations, defaults), with its version. */
import { loadApplicationDocument } from '../../migrations/load';
import type { ApplicationDocument } from '../../model/document/types';

export type LoadedDocument = { ok: true; document: ApplicationDocument; version: number | null } | { ok: false; message: string };

export function loadDocument(raw: ApplicationDocument): LoadedDocument {
  const result = loadApplicationDocument(raw);
  if (!result.ok) return { ok: false, message: `${result.error.message}${result.error.path ? ` (${result.error.path})` : ''}` };
  return { ok: true, document: result.value, version: typeof raw.version === 'number' ? raw.version : null };
}
