import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { createServiceToken, getServiceTokens, revokeServiceToken } from '../../../runtime/api/backoffice';
import type { ListQuery } from '../../../model/api/schemas';
import type { ServiceToken } from '../../../model/api/schemas/servicetokens';
import { useEntryLabel } from '../BackofficeNav';
import { ConfirmDialog } from '../../../runtime/ui/ConfirmDialog';
import { DataTable, type Column } from '../common/DataTable';
import { PageHeader } from '../common/PageHeader';
import { useInvalidate, useListPage } from '../common/queries';
import { useListParams } from '../common/useListParams';
import { NAV_ENTRIES } from '../navigation';
import { NewTokenNotice } from './NewTokenNotice';
import { formatDateTime, formatRelativeTime } from '../../../runtime/format';

const list = (query: ListQuery) => getServiceTokens({ page: query.page, size: query.size });

/**
 * `service-token` (TENANT_ADMIN): bearer tokens for integrations. A token acts as the admin who created it; its
 * text is shown once, right after creating it. Revoking ends it at once.
 */
export default function ServiceTokensPage() {
  const { t, i18n } = useTranslation('backoffice');
  const label = useEntryLabel();
  const [params, setParams] = useListParams({ sort: '-createdAt' });
  const tokens = useListPage('servicetokens', params, list);
  const invalidate = useInvalidate();
  const [name, setName] = useState('');
  const [nameMissing, setNameMissing] = useState(false);
  const [doomed, setDoomed] = useState<ServiceToken | null>(null);

  const create = useMutation({
    mutationFn: (tokenName: string) => createServiceToken({ name: tokenName }),
    onSuccess: async () => {
      setName('');
      await invalidate('servicetokens');
    },
  });
  const revoke = useMutation({
    mutationFn: (token: ServiceToken) => revokeServiceToken(token.id),
    onSuccess: async () => {
      setDoomed(null);
      await invalidate('servicetokens');
    },
  });

  function onCreate(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    setNameMissing(!trimmed);
    if (trimmed) create.mutate(trimmed);
  }

  const columns: Column<ServiceToken>[] = [
    { key: 'name', header: t('serviceTokens.fields.name'), render: (token) => <Text fontWeight="medium" data-testid="token-name">{token.name}</Text> },
    { key: 'createdAt', header: t('common.createdAt'), render: (token) => formatDateTime(token.createdAt, i18n.language) },
    { key: 'createdBy', header: t('serviceTokens.fields.actsAs'), render: (token) => token.userName ?? token.userId },
    {
      key: 'lastUsedAt',
      header: t('serviceTokens.fields.lastUsedAt'),
            // how long ago says more about a credential than a date; the moment itself is in the tooltip
      render: (token) => (token.lastUsedAt ? (
        <Text as="span" title={formatDateTime(token.lastUsedAt, i18n.language)}>{formatRelativeTime(token.lastUsedAt, Date.now(), i18n.language)}</Text>
      ) : <Text color="fg.muted">{t('serviceTokens.neverUsed')}</Text>),
    },
    {
      key: 'actions',
      header: t('common.actions'),
      align: 'end',
      render: (token) => (
        <Button size="xs" variant="outline" colorPalette="red" onClick={() => { revoke.reset(); setDoomed(token); }} data-testid="revoke-token">
          {t('serviceTokens.revoke')}
        </Button>
      ),
    },
  ];

  const serviceTokens = NAV_ENTRIES.find((e) => e.key === 'serviceTokens')!;
  return (
    <Stack gap="5">
      <PageHeader title={label(serviceTokens)} />
      <Text color="fg.muted">{t('serviceTokens.intro')}</Text>
      {create.data && <NewTokenNotice created={create.data} onDone={() => create.reset()} />}
      <form onSubmit={onCreate} noValidate data-testid="create-token-form">
        <HStack align="end" gap="3" wrap="wrap">
          <Field.Root invalid={nameMissing} required maxWidth="md">
            <Field.Label htmlFor="token-name">{t('serviceTokens.fields.name')}<Field.RequiredIndicator /></Field.Label>
            <Input id="token-name" name="name" maxLength={100} value={name} placeholder={t('serviceTokens.namePlaceholder')} onChange={(e) => setName(e.currentTarget.value)} />
            <Field.ErrorText>{t('validation.required')}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="blue" loading={create.isPending} data-testid="create-token">{t('serviceTokens.create')}</Button>
        </HStack>
        {create.isError && <Text color="fg.error" marginTop="2" role="alert">{t('errors.save')}</Text>}
      </form>
      <DataTable testId="servicetokens" label={label(serviceTokens)} columns={columns} query={tokens} params={params} onParams={setParams} emptyText={t('serviceTokens.empty')} />
      <ConfirmDialog
        open={doomed !== null}
        title={t('serviceTokens.revokeTitle')}
        testId="confirm-dialog"
        busy={revoke.isPending}
        error={revoke.isError ? t('errors.save') : null}
        onCancel={() => setDoomed(null)}
        choices={[{ label: t('serviceTokens.revoke'), testId: 'confirm', tone: 'danger', onChoose: () => doomed && revoke.mutate(doomed) }]}
      >
        {t('serviceTokens.revokeText', { name: doomed?.name })}
      </ConfirmDialog>
    </Stack>
  );
}
