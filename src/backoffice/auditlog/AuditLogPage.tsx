import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { getAuditEntries, searchAuditEntries } from '../../../runtime/api';
import { AUDIT_LOG } from '../../../model/resources/descriptors';
import type { AuditEntry, FieldSearch, ListQuery, Page, SearchGroup } from '../../../model/api/schemas';
import { DataTable, type Column } from '../common/DataTable';
import { PageHeader } from '../common/PageHeader';
import { useListPage } from '../common/queries';
import { SearchBox } from '../common/SearchBox';
import { useListParams } from '../common/useListParams';
import { formatDateTime } from '../../../runtime/format';

/** The resources whose writes the server records (server/audit/record.ts), for the filter. */
export const AUDITED_RESOURCES = [
  'products', 'pricezones', 'orders', 'shoppingcarts', 'suppliers', 'corporations', 'counters', 'roles', 'users',
  'projects', 'applications', 'compoundwidgets', 'datatypes', 'tasks', 'servicetokens',
] as const;
const ACTIONS = ['create', 'update', 'delete', 'login', 'logout'];

/** With `withReplacements` the server puts the user object where the user id was. */
type Entry = Omit<AuditEntry, 'userId'> & { userId: string | null | { id: string; displayName?: string; primaryEmail?: string } };

/** The list call for a resource filter and a text (entity id or action): a search request when filtering. */
function fetchEntries(resource: string) {
  return (query: ListQuery): Promise<Page<Entry>> => {
    const conditions: (FieldSearch | SearchGroup)[] = [];
    if (resource) conditions.push({ type: 'string', fieldname: 'resource', matcher: 'equals', value: resource });
    if (query.search) {
      conditions.push({
        logicalOperator: 'or',
        fieldSearches: ['entityId', 'action'].map((fieldname): FieldSearch => ({ type: 'string', fieldname, matcher: 'includes', value: query.search! })),
      });
    }
    const page = conditions.length === 0
      ? getAuditEntries({ ...query, withReplacements: true })
      : searchAuditEntries({ logicalOperator: 'and', fieldSearches: conditions, page: query.page, size: query.size, sort: query.sort }, { withReplacements: true });
    return page as Promise<Page<unknown>> as Promise<Page<Entry>>;
  };
}

/** `audit-log` (AUDIT_READ): who changed what when, newest first, filtered by resource. */
export default function AuditLogPage() {
  const { t, i18n } = useTranslation('backoffice');
  const [params, setParams] = useListParams({ sort: AUDIT_LOG.defaultSort });
  const [address, setAddress] = useSearchParams();
  const resource = address.get('resource') ?? '';
  const entries = useListPage('auditlog', params, fetchEntries(resource), { resource });
  const onSearch = useCallback((search: string) => setParams({ search }), [setParams]);
  const onResource = (value: string) => setAddress((previous) => {
    const next = new URLSearchParams(previous);
    if (value) next.set('resource', value);
    else next.delete('resource');
    next.delete('page');
    return next;
  }, { replace: true });

  const who = (entry: Entry) => {
    if (entry.userId === null) return <Text color="fg.muted">{t('audit.system')}</Text>;
    if (typeof entry.userId === 'string') return <Text fontFamily="mono" fontSize="xs">{entry.userId}</Text>;
    return <Text title={entry.userId.primaryEmail}>{entry.userId.displayName || entry.userId.primaryEmail}</Text>;
  };
  const columns: Column<Entry>[] = [
    { key: 'when', header: t('audit.fields.when'), sortField: 'createdAt', render: (e) => formatDateTime(e.createdAt, i18n.language) },
    { key: 'who', header: t('audit.fields.who'), render: who },
    {
      key: 'what',
      header: t('audit.fields.what'),
      render: (e) => (
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={e.action === 'delete' ? 'red' : e.action === 'create' ? 'green' : 'gray'} data-testid="audit-action">
            {ACTIONS.includes(e.action) ? t(`audit.actions.${e.action}`) : e.action}
          </Badge>
          <Text data-testid="audit-resource" data-resource={e.resource}>
            {t(`audit.resources.${e.resource}`, { defaultValue: e.resource })}
          </Text>
        </HStack>
      ),
    },
    { key: 'entity', header: t('audit.fields.entity'), render: (e) => <Text fontFamily="mono" fontSize="xs">{e.entityId ?? ''}</Text> },
  ];

  return (
    <Stack gap="4">
      <PageHeader title={t('audit.title')} />
      <HStack gap="3" wrap="wrap">
        <NativeSelect.Root width="auto" minWidth="56">
          <NativeSelect.Field aria-label={t('audit.filterResource')} name="resource" value={resource} onChange={(e) => onResource(e.currentTarget.value)} data-testid="audit-filter">
            <option value="">{t('audit.allResources')}</option>
            {AUDITED_RESOURCES.map((r) => <option key={r} value={r}>{t(`audit.resources.${r}`)}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <SearchBox value={params.search} onSearch={onSearch} label={t('audit.search')} />
      </HStack>
      <DataTable testId="audit" label={t('audit.title')} columns={columns} query={entries} params={params} onParams={setParams}
        emptyText={resource || params.search ? t('list.noMatches') : t('audit.empty')} />
    </Stack>
  );
}
