import { useQuery } from '@tanstack/react-query';
import { searchDataTypes } from '../../../api/resources';
import { DATA_STORE_PREFIX } from '../../../stores';

/**
 * The searchable fields of a generic type's store (`data/{path}`): those the type names, else its text
 * properties, as the server searches free text. Null while loading, for other stores, and when the type cannot be
 * read (the caller then searches with the server's free text, which looks in the same fields).
 */
export function useSearchableFields(storeName: string): string[] | null {
  const path = storeName.startsWith(DATA_STORE_PREFIX) ? storeName.slice(DATA_STORE_PREFIX.length) : '';
  const query = useQuery({
    queryKey: ['store', 'datatypes', 'searchable', path],
    queryFn: async () => {
      const page = await searchDataTypes({ fieldSearches: [{ type: 'string', fieldname: 'path', matcher: 'equals', value: path }], page: 1, size: 1 });
      const type = page.elements[0];
      return type ? searchableOf(type as unknown as Record<string, unknown>) : null;
    },
    enabled: !!path,
    staleTime: Infinity,
    retry: false,
  });
  return query.data ?? null;
}

function searchableOf(type: Record<string, unknown>): string[] {
  if (Array.isArray(type.searchableFields)) return type.searchableFields.filter((field): field is string => typeof field === 'string');
  const properties = (type.schema as { properties?: Record<string, { type?: unknown }> } | undefined)?.properties ?? {};
  return Object.entries(properties).filter(([, property]) => property?.type === 'string').map(([name]) => name);
}
