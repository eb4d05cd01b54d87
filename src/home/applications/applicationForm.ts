/**
 * The application form of the overview (create and edit): values, checks and the document a new application
 * starts with. Pure, so the checks are unit-tested; the server checks the same again.
 */
import type { ApplicationDocument, ApplicationKind } from '../../../model/document/types';

export const APPLICATION_KINDS: readonly ApplicationKind[] = ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'];

export interface ApplicationFormValues {
  name: string;
  projectId: string;
  domain: string;
  kind: ApplicationKind;
}

export type ApplicationFormErrors = Partial<Record<'name' | 'domain', 'nameRequired' | 'domainInvalid' | 'domainTaken'>>;

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
  return errors;
}

/** The fields a save sends: the domain normalised, or null to remove it. */
export function applicationFields(values: ApplicationFormValues): { name: string; projectId?: string; domain: string | null; kind: ApplicationKind } {
  const domain = normalizeDomain(values.domain);
  return { name: values.name.trim(), ...(values.projectId ? { projectId: values.projectId } : {}), domain: domain === '' ? null : domain, kind: values.kind };
}

/** A new application: one start page with an empty column to build in. */
export function newApplicationDocument(values: ApplicationFormValues, startTitle: string, rootId: string): ApplicationDocument {
  const { domain, ...fields } = applicationFields(values);
  return {
    ...fields,
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
