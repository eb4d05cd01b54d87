import { useQuery } from '@tanstack/react-query';
import { resourceKey } from '../common/queries';
import type { SimpleReference } from './simpleForm';

/** The most choices a reference field offers (the check-in suite's events, forms, printers are few). */
const MAX_CHOICES = 1000;

/** The choices of a reference field as `{id, label}`, by label; shared with the list cells through the cache. */
export function useReferenceOptions(reference: SimpleReference | undefined) {
  return useQuery({
    queryKey: [...resourceKey(reference?.resource ?? ''), 'choices', reference?.labelField],
    queryFn: () => reference!.list({ page: 1, size: MAX_CHOICES, sort: reference!.labelField }),
    select: (page) => page.elements.map((e) => ({ id: String(e.id), label: String(e[reference!.labelField] ?? e.id) })),
    enabled: !!reference,
  });
}
