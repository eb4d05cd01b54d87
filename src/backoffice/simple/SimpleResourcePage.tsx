import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Button, HStack, Stack } from '@chakra-ui/react';
import type { ListQuery, Page } from '../../../model/api/schemas';
import type { WriteOptions } from '../../../runtime/api/resource-client';
import { useCurrentUser } from '../../../runtime/auth';
import { ConfirmDialog } from '../../../runtime/ui/ConfirmDialog';
import { DataTable, type Column } from '../common/DataTable';
import { PageHeader } from '../common/PageHeader';
import { useInvalidate, useListPage } from '../common/queries';
import { SearchBox } from '../common/SearchBox';
import { useListParams } from '../common/useListParams';
import { grants } from '../../../model/resources/access';
import type { ResourceDescriptor } from '../../../model/resources/descriptors';
import { SimpleResourceDialog } from './SimpleResourceDialog';
import { displayValue, toSimpleBody, type SimpleField, type SimpleValues } from './simpleForm';

type Entity = Record<string, unknown> & { id: string; version: number };

export interface SimpleResourceConfig<T extends Entity> {
  /** Query key and test id prefix: `${resource}-table`, `${resource}-row`. */
  resource: string;
  /** Translation prefix: `${prefix}.title`, `.new`, `.editTitle`, `.empty`, `.search`, `.deleteTitle`, `.deleteText`, `.fields.*`. */
  prefix: string;
  /** Where the resource is, who may write it and its default sort. */
  descriptor: ResourceDescriptor;
  /** The field that names an entity in the delete question. */
  nameField: string;
  fields: SimpleField[];
  list(query: ListQuery): Promise<Page<T>>;
  create(body: never): Promise<T>;
  put(id: string, body: never, options?: WriteOptions): Promise<T>;
  remove(id: string): Promise<void>;
}

/**
 * A list with search, sorting and paging, and create / edit (in a dialog) / delete (after asking) for a flat
 * resource. Price zones and suppliers are this screen, configured.
 */
export function SimpleResourcePage<T extends Entity>({ config }: { config: SimpleResourceConfig<T> }) {
  const { t } = useTranslation('backoffice');
  const { prefix, resource, fields } = config;
  const canWrite = grants(config.descriptor.access.write, useCurrentUser()?.permissions);
  const [params, setParams] = useListParams({ sort: config.descriptor.defaultSort });
  const list = useListPage(resource, params, config.list);
  const invalidate = useInvalidate();
  /** undefined: no dialog; null: a new entity; else the entity being edited. */
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const [doomed, setDoomed] = useState<T | null>(null);
  const onSearch = useCallback((search: string) => setParams({ search }), [setParams]);

  const save = useMutation({
    mutationFn: ({ entity, values }: { entity: T | null; values: SimpleValues }) => {
      const body = toSimpleBody(fields, values, entity) as never;
      return entity ? config.put(entity.id, body, { ifMatch: entity.version }) : config.create(body);
    },
    onSuccess: async () => {
      setEditing(undefined);
      await invalidate(resource);
    },
  });
  const remove = useMutation({
    mutationFn: (entity: T) => config.remove(entity.id),
    onSuccess: async () => {
      setDoomed(null);
      await invalidate(resource);
    },
  });

  const columns: Column<T>[] = fields.filter((f) => f.inList).map((field) => ({
    key: field.name,
    header: t(`${prefix}.fields.${field.name}`),
    sortField: field.sortable ? field.name : undefined,
    render: (row: T) => displayValue(row, field.name),
  }));
  if (canWrite) {
    columns.push({
      key: 'actions',
      header: t('common.actions'),
      align: 'end',
      render: (row) => (
        <HStack gap="2" justify="end">
          <Button size="xs" variant="outline" onClick={() => { save.reset(); setEditing(row); }} data-testid="edit">{t('common.edit')}</Button>
          <Button size="xs" variant="outline" colorPalette="red" onClick={() => { remove.reset(); setDoomed(row); }} data-testid="delete">{t('common.delete')}</Button>
        </HStack>
      ),
    });
  }

  return (
    <Stack gap="4">
      <PageHeader title={t(`${prefix}.title`)}>
        {canWrite && <Button colorPalette="blue" onClick={() => { save.reset(); setEditing(null); }} data-testid={`new-${resource}`}>{t(`${prefix}.new`)}</Button>}
      </PageHeader>
      <SearchBox value={params.search} onSearch={onSearch} label={t(`${prefix}.search`)} />
      <DataTable testId={resource} label={t(`${prefix}.title`)} columns={columns} query={list} params={params} onParams={setParams}
        emptyText={params.search ? t('list.noMatches') : t(`${prefix}.empty`)} />
      {editing !== undefined && (
        <SimpleResourceDialog
          key={editing?.id ?? 'new'}
          prefix={prefix}
          fields={fields}
          entity={editing}
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
        {t(`${prefix}.deleteText`, { name: doomed ? displayValue(doomed, config.nameField) : '' })}
      </ConfirmDialog>
    </Stack>
  );
}
