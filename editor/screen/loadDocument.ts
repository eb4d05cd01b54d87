/** The stored application through the document load pipeline (migrations, defaults), with its version. */
import { loadApplicationDocument, type LoadError } from '../../migrations/load';
import type { ApplicationDocument } from '../../model/document/types';
import type { Result } from '../../model/result';

export type LoadedDocument = Result<{ document: ApplicationDocument; version: number | null }, LoadError['code']> & { path?: string };

export function loadDocument(raw: ApplicationDocument): LoadedDocument {
  const result = loadApplicationDocument(raw);
  if (!result.ok) return result;
  return { ok: true, value: { document: result.value, version: typeof raw.version === 'number' ? raw.version : null } };
}
