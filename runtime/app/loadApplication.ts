import { loadApplicationDocument } from '../../migrations/load';
import type { ApplicationDocument, CompoundWidgetDocument } from '../../model/document/types';
import { getApplication, getApplicationByDomain } from './applicationApi';
import { APPLICATION_STORAGE_KEY } from './applicationStorageKey';

/** An application definition in browser storage starts instead of the server's (docs/publishing.md). */
export { APPLICATION_STORAGE_KEY };

/** An application without content entries cannot start; this is the exact error text the runtime reports. */
export const NO_CONTENT_ERROR = 'no content set on application';

export interface LoadedApplication {
  document: ApplicationDocument;
  /** The tenant that owns the application (public reads of a published app need it). */
  tenantId?: string;
  /** The reseller its calls act for: the application's own, else its tenant's (the server's domain lookup says). */
  resellerId?: string;
  source: 'storage' | 'server';
  /** A published version's compound widgets as it was published with them (id → document); none for drafts. */
  compoundWidgets?: Record<string, CompoundWidgetDocument>;
}

function pinnedCompoundsOf(raw: unknown): Record<string, CompoundWidgetDocument> | undefined {
  const pinned = (raw as { compoundWidgets?: unknown } | null)?.compoundWidgets;
  return pinned && typeof pinned === 'object' && !Array.isArray(pinned) ? pinned as Record<string, CompoundWidgetDocument> : undefined;
}

/** Runs the document load pipeline (migrations, defaults) and refuses what cannot start. Throws on failure. */
export function prepareApplication(raw: unknown, source: LoadedApplication['source']): LoadedApplication {
  const result = loadApplicationDocument(raw);
  if (!result.ok) {
    throw new Error(`Application document refused: ${result.message}${result.path ? ` (at ${result.path})` : ''}`);
  }
  if (!Array.isArray(result.value.content) || result.value.content.length === 0) throw new Error(NO_CONTENT_ERROR);
  const text = (field: string) => {
    const value = (result.value as Record<string, unknown>)[field];
    return typeof value === 'string' && value ? value : undefined;
  };
  return { document: result.value, tenantId: text('tenantId'), resellerId: text('resellerId'), source, compoundWidgets: pinnedCompoundsOf(raw) };
}

/** The stored definition, or null when there is none. A stored definition that cannot load throws. */
export function readStoredApplication(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): LoadedApplication | null {
  let text: string | null;
  try {
    text = storage?.getItem(APPLICATION_STORAGE_KEY) ?? null;
  } catch {
    return null; // storage blocked: start from the server
  }
  return text ? prepareApplication(text, 'storage') : null;
}

/**
 * The published application: from browser storage when present, otherwise the newest published version of this
 * domain's application (null: none; ApplicationNotPublishedError: never published). `answer` is that version's
 * request when the caller started it already (so it runs while this module's code loads).
 */
export async function loadPublishedApplication(hostname: string, answer?: Promise<unknown>): Promise<LoadedApplication | null> {
  const stored = readStoredApplication();
  if (stored) return stored;
  const raw = await (answer ?? getApplicationByDomain(hostname));
  return raw ? prepareApplication(raw, 'server') : null;
}

/** An application in the builder's preview, read with the builder's token. */
export async function loadPreviewApplication(id: string): Promise<LoadedApplication> {
  return prepareApplication(await getApplication(id), 'server');
}
