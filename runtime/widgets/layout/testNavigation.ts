import { vi } from 'vitest';
import type { AppNavigation } from '../../app/navigation';

/** Test helper: the shell's navigation at a path and query, with `navigate` recorded instead of followed. */
export function testNavigation(path: string, query = '', basePath = '/apps/preview/a1') {
  const navigate = vi.fn<AppNavigation['navigate']>();
  const navigation: AppNavigation = { basePath, path, params: {}, query: new URLSearchParams(query), navigate };
  return Object.assign(navigation, { navigate });
}
