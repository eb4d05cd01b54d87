/**
 * Microsoft Graph's documented drive item calls (`GET /{drive}/root/children`, `GET /{drive}/items/{id}/children`):
 * the children of a folder of a OneDrive or SharePoint drive, read with the visitor's own token.
 */
export interface DriveItem {
  id: string;
  name: string;
  /** Present on folders: how many children it has. */
  folder?: { childCount?: number };
  size?: number;
  webUrl?: string;
  lastModifiedDateTime?: string;
}

/** A Graph answer that is not 2xx: 404 (the linked folder is gone), 401/403 (sign in again, no access), others. */
export class GraphError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/**
 * The drives a setting may name: the visitor's OneDrive (`me/drive`), a drive by id, or the drive of a group,
 * site or user. Only these shapes, so a setting cannot reach any other Graph path.
 */
const DRIVE_PATH = /^(me\/drive|drives\/[\w!.,:-]+|(groups|sites|users)\/[\w!.,:@-]+\/drive)$/;

/** The drive path without surrounding slashes when it is one of the allowed shapes; undefined otherwise. */
export function drivePathOf(raw: string): string | undefined {
  const path = raw.trim().replace(/^\/+|\/+$/g, '');
  return DRIVE_PATH.test(path) ? path : undefined;
}

const FIELDS = 'id,name,folder,file,size,webUrl,lastModifiedDateTime';

/** The children of `itemId` (the drive's root when empty), folders first, then by name. */
export async function driveChildren(graphUrl: string, token: string, drivePath: string, itemId: string, signal?: AbortSignal): Promise<DriveItem[]> {
  const folder = itemId ? `items/${encodeURIComponent(itemId)}` : 'root';
  const items: DriveItem[] = [];
  let next: string | undefined = `${graphUrl}/${drivePath}/${folder}/children?$select=${FIELDS}&$top=200`;
  // Graph pages long folders; @odata.nextLink is the documented way to the next page.
  while (next) {
    const response = await fetch(next, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' }, credentials: 'omit', signal });
    const body = await response.json().catch(() => undefined) as { value?: DriveItem[]; '@odata.nextLink'?: string; error?: { message?: string } } | undefined;
    if (!response.ok) throw new GraphError(response.status, body?.error?.message ?? response.statusText);
    items.push(...(body?.value ?? []));
    next = body?.['@odata.nextLink'];
    // The token goes to Graph only, never to another address an answer names.
    if (next && new URL(next).origin !== new URL(graphUrl).origin) throw new GraphError(502, `unexpected next page ${next}`);
  }
  return items.sort((a, b) => Number(!!b.folder) - Number(!!a.folder) || a.name.localeCompare(b.name));
}
