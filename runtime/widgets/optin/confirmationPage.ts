import { withBasePath } from '../../app/navigation';
import { OPT_IN_TOKEN, OPT_OUT_TOKEN } from './DoubleOptIn';

/**
 * The absolute address the mailed link opens, where a DoubleOptIn widget confirms it: a page of this application
 * (`/newsletter/bestaetigt`), or this page when none is set. Tokens of an earlier link are not carried over. The
 * server accepts only hosts of the tenant's applications (docs/api.md, Opt-ins).
 */
export function confirmationAddress(page: string, basePath: string, location: Location = globalThis.location): string {
  const target = page.trim() ? new URL(withBasePath(basePath, page.trim()), location.origin) : new URL(location.href);
  target.searchParams.delete(OPT_IN_TOKEN);
  target.searchParams.delete(OPT_OUT_TOKEN);
  target.hash = '';
  return target.toString();
}
