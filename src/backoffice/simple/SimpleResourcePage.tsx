import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useCurrentUser } from '../../../runtime/auth';
import { formatDateTime } from '../../../runtime/format';
import { ConfirmDialog } from '../../../runtime/ui/ConfirmDialog';
import { isStatus } from '../common/apiError';
import { DataTable, type Column } from '../common/DataTable';
import { LinkButton } from '../common/LinkButton';
import { PageHeader } from '../common/PageHeader';
import { useInvalidate, useListPage } from '../common/queries';
import { SearchBox } from '../common/SearchBox';
import { useListParams } from '../common/useListParams';
import { grants } from '../../../model/resources/access';
import type { ResourceDescriptor } from '../../../model/resources/descriptors';
import { fieldsFromSchema } from './schemaFields';
import type { SimpleApi } from './simpleApi';
import { CsvActions } from './CsvActions';
import { SimpleResourceDialog } from './SimpleResourceDialog';
import { useReferenceOptions } from './useReferenceOptions';
import { displayValue, toSimpleBody, type SimpleField, type SimpleValues } from './simpleForm';

type Entity = Record<string, unknown> & { id: string; version: number };
type CsvListCall = Parameters<typeof CsvActions>[0]['list'];

export interface SimpleResourceConfig<T extends Entity> {
  /** Query key and test id prefix: `${resource}-table`, `${resource}-row`, `new-${resource}`. */
  resource: string;
  /**
   * Translation prefix: `${prefix}.title`, `.new`, `.editTitle`, `.empty`, `.search`, `.deleteTitle`, `.deleteText`,
   * `.fields.*`, and `.options.<field>.<value>` for selects.
   */
  prefix: string;
  /** Where the field labels and choices are when another screen has them (`contacts` for customers); default `prefix`. */
  fieldPrefix?: string;
  /** Where the resource is, who may write it and its default sort. */
  descriptor: ResourceDescriptor;
  /** The resource's TypeBox fields schema: required fields, limits, patterns and choices come from it. */
  schema?: object;
  /** The field that names an entity in the delete question. */
  nameField: string;
  /** What the list shows and the form edits, in order. */
  fields: SimpleField[];
  api: SimpleApi<T>;
  /** Values a new entity starts with, sent even when the form does not show them (the calendar of an event). */
  initial?: Record<string, unknown>;
  /** Without create (entities that come into being elsewhere, like a customer's own profile). */
  noCreate?: boolean;
  /** Links to related screens: in the header (`to` a path) and per row (`to` a function of the row); labels are keys. */
  headerLinks?: { to: string; testId: string; label: string }[];
  rowLinks?: { to(row: T): string; testId: string; label: string }[];
  /** More buttons per row, before edit and delete (shown to readers too). */
  rowActions?(row: T): ReactNode;
  /** More content in the header beside the new button (a link to a related screen, an upload). */
  headerActions?: ReactNode;
  /** A sentence under the title saying what the screen is (a key). */
  intro?: string;
  /** Shown under the intro: the outcome of a row or header action (a check-in, a print). */
  notice?: ReactNode;
  /** The title when it is not `${prefix}.title` (the events of one calendar). */
  title?: string;
}

/**
 * A list with search, sorting and paging, and create / edit (in a dialog) / delete (after asking) for a resource of
 * the generic set: a screen is this page with its configuration, never a copy. Write buttons show only to users
 * holding the resource's write permission.
 */
export function SimpleResourcePage<T extends Entity>({ config }: { config: SimpleResourceConfig<T> }) {
  const { t, i18n } = useTranslation('backoffice');
  const { prefix, resource, api } = config;
  const fieldPrefix = config.fieldPrefix ?? prefix;
  const fields = useMemo(() => fieldsFromSchema(config.schema, config.fields), [config.schema, config.fields]);
  const canWrite = grants(config.descriptor.access.write, useCurrentUser()?.permissions);
  const [params, setParams] = useListParams({ sort: config.descriptor.defaultSort });
  // A filtered list (one calendar's events) is cached apart from the others.
  const list = useListPage(resource, params, api.list, { scope: api.scope });
  const invalidate = useInvalidate();
  /** undefined: no dialog; null: a new entity; else the entity being edited. */
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const [doomed, setDoomed] = useState<T | null>(null);
  const onSearch = useCallback((search: string) => setParams({ search }), [setParams]);
  const title = config.title ?? t(`${prefix}.title`);

  const save = useMutation({
    mutationFn: ({ entity, values }: { entity: T | null; values: SimpleValues }) => {
      const body = toSimpleBody(fields, values, entity ?? config.initial, i18n.language) as never;
      return entity ? api.update(entity.id, body, { ifMatch: entity.version }) : api.create(body);
    },
    onSuccess: async () => {
      setEditing(undefined);
      await invalidate(resource);
    },
  });
  const remove = useMutation({
    mutationFn: (entity: T) => api.remove(entity.id),
    onSuccess: async () => {
      setDoomed(null);
      await invalidate(resource);
    },
  });

  const cell = (row: T, field: SimpleField): ReactNode => {
    const value = displayValue(row, field.name, field, i18n.language);
    if (field.kind === 'checkbox') return value ? t('common.yes') : t('common.no');
    if (!value) return '';
    if (field.kind === 'select') return t(`${fieldPrefix}.options.${field.name}.${value}`);
    if (field.kind === 'datetime') return formatDateTime(Number(row[field.name]), i18n.language);
    if (field.kind === 'reference') return <ReferenceLabel field={field} id={value} />;
    return value;
  };
  const columns: Column<T>[] = fields.filter((f) => f.inList).map((field) => ({
    key: field.name,
    header: field.label ?? t(`${fieldPrefix}.fields.${field.name}`),
    sortField: field.sortable ? field.name : undefined,
    render: (row: T) => cell(row, field),
  }));
  if (canWrite || config.rowActions || config.rowLinks) {
    columns.push({
      key: 'actions',
      header: t('common.actions'),
      align: 'end',
      render: (row) => (
        <HStack gap="2" justify="end">
          {config.rowLinks?.map((link) => <LinkButton key={link.testId} to={link.to(row)} testId={link.testId}>{t(link.label)}</LinkButton>)}
          {config.rowActions?.(row)}
          {canWrite && <Button size="xs" variant="outline" onClick={() => { save.reset(); setEditing(row); }} data-testid="edit">{t('common.edit')}</Button>}
          {canWrite && <Button size="xs" variant="outline" colorPalette="red" onClick={() => { remove.reset(); setDoomed(row); }} data-testid="delete">{t('common.delete')}</Button>}
        </HStack>
      ),
    });
  }

  return (
    <Stack gap="4">
      <PageHeader title={title}>
        {config.headerLinks?.map((link) => <LinkButton key={link.testId} to={link.to} testId={link.testId}>{t(link.label)}</LinkButton>)}
        {config.headerActions}
        {canWrite && !config.noCreate && (
          <Button colorPalette="blue" onClick={() => { save.reset(); setEditing(null); }} data-testid={`new-${resource}`}>{t(`${prefix}.new`)}</Button>
        )}
      </PageHeader>
      {config.intro && <Text color="fg.muted">{t(config.intro)}</Text>}
      {config.notice}
      {/* A caller the list refuses (an entry open to all, a resource that is not) could export nothing. */}
      {!isStatus(list.error, 403) && <CsvActions
        resource={resource}
        fields={fields}
        list={api.list as CsvListCall}
        create={canWrite && !config.noCreate ? (body) => api.create(body as never) : undefined}
        initial={config.initial}
        sort={params.sort}
        search={params.search}
        onImported={() => void invalidate(resource)}
      />}
      <SearchBox value={params.search} onSearch={onSearch} label={t(`${prefix}.search`)} />
      <DataTable testId={resource} label={title} columns={columns} query={list} params={params} onParams={setParams}
        emptyText={params.search ? t('list.noMatches') : t(`${prefix}.empty`)} />
      {editing !== undefined && (
        <SimpleResourceDialog
          key={editing?.id ?? 'new'}
          prefix={prefix}
          fieldPrefix={fieldPrefix}
          fields={fields}
          entity={editing}
          initial={config.initial}
          busy={save.isPending}
          error={save.error}
          onSave={(values) => save.mutate({ entity: editing, values })}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={doomed !== null}
        title={t(`${prefix}.deleteTitle`)}
        testId="confirm-dialog"
        busy={remove.isPending}
        error={remove.isError ? t('errors.save') : null}
        onCancel={() => setDoomed(null)}
        choices={[{ label: t('common.delete'), testId: 'confirm', tone: 'danger', onChoose: () => doomed && remove.mutate(doomed) }]}
      >
        {t(`${prefix}.deleteText`, { name: doomed ? displayValue(doomed, config.nameField, fields.find((f) => f.name === config.nameField), i18n.language) : '' })}
      </ConfirmDialog>
    </Stack>
  );
}

/** A reference column's cell: the label of the entity the id names (the id itself while loading or when gone). */
function ReferenceLabel({ field, id }: { field: SimpleField; id: string }) {
  const options = useReferenceOptions(field.reference);
  return <>{options.data?.find((o) => o.id === id)?.label ?? id}</>;
}
