/**
 * The application form of the overview (create and edit): values, checks and the document a new application
 * starts with. Pure, so the checks are unit-tested; the server checks the same again.
 */
import { isResellerId } from '../../../model/api/schemas/resellers';
import type { ApplicationDocument, ApplicationKind } from '../../../model/document/types';

export const APPLICATION_KINDS: readonly ApplicationKind[] = ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'];

export interface ApplicationFormValues {
  name: string;
  projectId: string;
  domain: string;
  kind: ApplicationKind;
  /**
   * The application's own reseller ('' = none: its calls carry the tenant's). Only a tenant administrator sets it;
   * for anyone else it is left out of the save, and the server keeps what is stored (docs/api.md, Resellers).
   */
  resellerId?: string;
}

export type ApplicationFormErrors = Partial<Record<'name' | 'domain' | 'resellerId', 'nameRequired' | 'domainInvalid' | 'domainTaken' | 'resellerInvalid'>>;

/** As the server stores it: lower case, no port, no trailing dot ('Shop.Example.com:8080' → 'shop.example.com'). */
export function normalizeDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

const HOST = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/;

export function checkApplicationForm(values: ApplicationFormValues): ApplicationFormErrors {
  const errors: ApplicationFormErrors = {};
  if (values.name.trim() === '') errors.name = 'nameRequired';
  const domain = normalizeDomain(values.domain);
  if (domain !== '' && !HOST.test(domain)) errors.domain = 'domainInvalid';
  const resellerId = values.resellerId?.trim() ?? '';
  if (resellerId !== '' && !isResellerId(resellerId)) errors.resellerId = 'resellerInvalid';
  return errors;
}

/** The fields a save sends: the domain normalised, or null to remove it. */
export function applicationFields(values: ApplicationFormValues): { name: string; projectId?: string; domain: string | null; kind: ApplicationKind; resellerId?: string | null } {
  const domain = normalizeDomain(values.domain);
  const resellerId = values.resellerId === undefined ? {} : { resellerId: values.resellerId.trim() || null };
  return { name: values.name.trim(), ...(values.projectId ? { projectId: values.projectId } : {}), domain: domain === '' ? null : domain, kind: values.kind, ...resellerId };
}

/** A new application: one start page with an empty column to build in. */
export function newApplicationDocument(values: ApplicationFormValues, startTitle: string, rootId: string): ApplicationDocument {
  const { domain, resellerId, ...fields } = applicationFields(values);
  return {
    ...fields,
    ...(resellerId ? { resellerId } : {}),
    ...(domain ? { domain } : {}),
    schemaVersion: 1,
    content: [
      {
        path: '',
        title: startTitle,
        authenticationRequired: false,
        widget: { id: rootId, type: 'FlexboxContainer', version: 1, settings: { direction: 'column' }, slots: { children: [] } },
        socketConnections: [],
      },
    ],
  };
}
