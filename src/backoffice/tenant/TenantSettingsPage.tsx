import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Field, Input, Stack, Text } from '@chakra-ui/react';
import { configureApi } from '../../../runtime/api/http';
import { isResellerId, type TenantSettings } from '../../../model/api/schemas/resellers';
import { getTenantSettings, updateTenantSettings } from '../../../runtime/api/tenant';
import { fieldErrors } from '../common/apiError';
import { LoadError } from '../common/LoadError';
import { PageHeader } from '../common/PageHeader';

const QUERY_KEY = ['tenant-settings'];

/**
 * `/backoffice/tenant` (TENANT_ADMIN): the tenant's name and reseller. The reseller goes with every call of the
 * tenant's users and of its published applications that have none of their own (docs/api.md, Resellers); an empty
 * field removes it. The format is checked here as the server checks it, so a typo is named before saving.
 */
export default function TenantSettingsPage() {
  const { t } = useTranslation('backoffice');
  const tenant = useQuery({ queryKey: QUERY_KEY, queryFn: () => getTenantSettings() });
  return (
    <Stack gap="5" maxWidth="xl" data-testid="tenant-settings">
      <PageHeader title={t('tenantSettings.title')} />
      <Text color="fg.muted">{t('tenantSettings.intro')}</Text>
      {tenant.isError && <LoadError error={tenant.error} onRetry={() => void tenant.refetch()} />}
      {tenant.data && <TenantSettingsForm stored={tenant.data} />}
    </Stack>
  );
}

function TenantSettingsForm({ stored }: { stored: TenantSettings }) {
  const { t } = useTranslation('backoffice');
  const client = useQueryClient();
  const [name, setName] = useState(stored.name);
  const [resellerId, setResellerId] = useState(stored.resellerId ?? '');
  const [checked, setChecked] = useState(false);

  const save = useMutation({
    mutationFn: () => updateTenantSettings({ name: name.trim(), resellerId: resellerId.trim() || null }),
    onSuccess: (saved) => {
      client.setQueryData(QUERY_KEY, saved);
      configureApi({ resellerId: saved.resellerId }); // the next calls already carry the new reseller
    },
  });

  const serverErrors = fieldErrors(save.error);
  const nameInvalid = checked && !name.trim();
  const resellerInvalid = checked && resellerId.trim() !== '' && !isResellerId(resellerId.trim());

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    save.reset();
    if (name.trim() && (resellerId.trim() === '' || isResellerId(resellerId.trim()))) save.mutate();
  }

  return (
    <form onSubmit={onSubmit} noValidate data-testid="tenant-settings-form">
      <Stack gap="4">
        <Field.Root invalid={nameInvalid || !!serverErrors.name} required>
          <Field.Label htmlFor="tenant-name">{t('tenantSettings.fields.name')}<Field.RequiredIndicator /></Field.Label>
          <Input id="tenant-name" name="name" maxLength={200} value={name} onChange={(e) => setName(e.currentTarget.value)} />
          <Field.ErrorText>{t('validation.required')}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={resellerInvalid || !!serverErrors.resellerId}>
          <Field.Label htmlFor="tenant-reseller">{t('tenantSettings.fields.resellerId')}</Field.Label>
          <Input id="tenant-reseller" name="resellerId" maxLength={64} value={resellerId} onChange={(e) => setResellerId(e.currentTarget.value)} />
          <Field.HelperText>{t('tenantSettings.resellerHelp')}</Field.HelperText>
          <Field.ErrorText>{t('tenantSettings.resellerInvalid')}</Field.ErrorText>
        </Field.Root>
        <Stack direction="row" align="center" gap="3">
          <Button type="submit" colorPalette="blue" loading={save.isPending} data-testid="save-tenant-settings">{t('tenantSettings.save')}</Button>
          {save.isSuccess && <Text color="fg.success" role="status">{t('tenantSettings.saved')}</Text>}
          {save.isError && !serverErrors.resellerId && !serverErrors.name && <Text color="fg.error" role="alert">{t('errors.save')}</Text>}
        </Stack>
      </Stack>
    </form>
  );
}
