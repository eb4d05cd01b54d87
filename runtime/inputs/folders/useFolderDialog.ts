/**
 * What the folder dialog shows (docs/widgets.md, FolderInput): the top-level folders ("groups"), one folder's
 * children (its sub-folders and files), or the results of a name search within the current folder tree. Any load
 * that fails returns to the group list with an error.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Folder, StoredFileEntity } from '../../../model/api/schemas/files';
import { foldersApi, filesApi } from '../../api/resources';

/** The search waits this long after the last keystroke. */
export const FOLDER_SEARCH_DEBOUNCE_MS = 800;
/** At most this many search results are shown; the total says how many there were. */
export const FOLDER_SEARCH_LIMIT = 25;
/** Enough for every folder of a tenant's tree (the search walks parents through it). */
const ALL_FOLDERS = 1000;

export type FolderView =
  | { kind: 'loading' }
  | { kind: 'groups'; groups: Folder[] }
  | { kind: 'files'; folders: Folder[]; files: StoredFileEntity[] }
  | { kind: 'search'; results: { folder: Folder; path: string[] }[]; total: number };

/** The folders from the top-level one down to `folder`, through `all` (stops on a cycle or a missing parent). */
function chainOf(all: Folder[], folder: Folder): Folder[] {
  const byId = new Map(all.map((f) => [f.id, f]));
  const chain: Folder[] = [];
  for (let at: Folder | undefined = folder; at && chain.length <= all.length; at = at.parentId ? byId.get(at.parentId) : undefined) chain.unshift(at);
  return chain;
}

const byName = (a: Folder, b: Folder) => a.name.localeCompare(b.name);
const inFolder = (fieldname: 'parentId' | 'folderId', id: string) => ({ size: ALL_FOLDERS, fieldSearches: [{ type: 'foreignId' as const, fieldname, matcher: 'equals' as const, value: id }] });

/** The dialog's state from its opening: at the group list, or at the folder `start` names. */
export function useFolderDialog(start?: string) {
  const [view, setView] = useState<FolderView>({ kind: 'loading' });
  /** The folders from the group down to the one shown; empty on the group list. */
  const [trail, setTrail] = useState<Folder[]>([]);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  const request = useRef(0);
  /** Results are shown: emptying the search box shows the folder again. */
  const searchedRef = useRef(false);

  const load = useCallback(async (next: Folder[], work: () => Promise<FolderView>) => {
    const mine = ++request.current;
    setView({ kind: 'loading' });
    setTrail(next);
    try {
      const shown = await work();
      if (mine === request.current) { setView(shown); setFailed(false); }
    } catch {
      if (mine !== request.current) return;
      setFailed(true);
      await showGroups(mine);
    }
  }, []);

  async function showGroups(mine = ++request.current) {
    setTrail([]);
    setView({ kind: 'loading' });
    try {
      const all = await foldersApi.getFolders({ size: ALL_FOLDERS });
      if (mine === request.current) setView({ kind: 'groups', groups: all.elements.filter((f) => !f.parentId).sort(byName) });
    } catch {
      if (mine === request.current) { setFailed(true); setView({ kind: 'groups', groups: [] }); }
    }
  }

  const openFolder = (path: Folder[]) => load(path, async () => {
    const folder = path[path.length - 1];
    const [folders, files] = await Promise.all([
      foldersApi.searchFolders(inFolder('parentId', folder.id)),
      filesApi.searchFiles(inFolder('folderId', folder.id)),
    ]);
    return { kind: 'files', folders: folders.elements.sort(byName), files: files.elements };
  });

  /** Shows the children of the folder with this id, its parents as the trail (the linked folder's name opens it). */
  const openById = async (folderId: string) => {
    try {
      const all = (await foldersApi.getFolders({ size: ALL_FOLDERS })).elements;
      const folder = all.find((f) => f.id === folderId);
      if (folder) await openFolder(chainOf(all, folder));
      else await showGroups();
    } catch {
      setFailed(true);
      await showGroups();
    }
  };

  const up = () => {
    // "Up" loads the parent itself; emptying the box must not load the folder again.
    searchedRef.current = false;
    setQuery('');
    if (trail.length <= 1) void showGroups();
    else void openFolder(trail.slice(0, -1));
  };

  // Searching within the tree of the group shown.
  useEffect(() => {
    const text = query.trim();
    if (trail.length === 0) return undefined;
    if (!text) {
      if (searchedRef.current) { searchedRef.current = false; void openFolder(trail); }
      return undefined;
    }
    const timer = setTimeout(() => {
      searchedRef.current = true;
      const root = trail[0];
      void load(trail, async () => {
        const all = (await foldersApi.getFolders({ size: ALL_FOLDERS })).elements;
        const needle = text.toLocaleLowerCase();
        const hits = all
          .filter((f) => f.id !== root.id && f.name.toLocaleLowerCase().includes(needle))
          .map((folder) => ({ folder, chain: chainOf(all, folder) }))
          .filter(({ chain }) => chain[0]?.id === root.id)
          .sort((a, b) => byName(a.folder, b.folder));
        return { kind: 'search', total: hits.length, results: hits.slice(0, FOLDER_SEARCH_LIMIT).map(({ folder, chain }) => ({ folder, path: chain.map((f) => f.name) })) };
      });
    }, FOLDER_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a new query (or a new tree) starts a search, not a new trail object
  }, [query, trail[0]?.id]);

  // The first state is already 'loading'; the first request starts after this render.
  useEffect(() => {
    void Promise.resolve().then(() => (start ? openById(start) : showGroups()));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the dialog starts once, where it was opened
  }, []);

  return { view, trail, failed, query, setQuery, openFolder, up };
}
