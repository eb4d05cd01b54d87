/** The stored application through the document load pipeline (migrations, defaults), with its version. */
import { loadApplicationDocument, type LoadError } from '../../migrations/load';
import type { ApplicationDocument } from '../../model/document/types';
import type { Result } from '../../model/result';
import { responseJsonLength } from '../../runtime/api/http';

export type LoadedDocument = Result<{ document: ApplicationDocument; version: number | null }, LoadError['code']> & { path?: string };

export function loadDocument(raw: ApplicationDocument): LoadedDocument {
  // fetched through apiRequest: the response's length bounds the document's, so it is not serialised to be measured
  const result = loadApplicationDocument(raw, { jsonLengthAtMost: responseJsonLength(raw) });
  if (!result.ok) return result;
  return { ok: true, value: { document: result.value, version: typeof raw.version === 'number' ? raw.version : null } };
}
