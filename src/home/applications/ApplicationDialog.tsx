/**
 * Create or edit an application: name, project, domain and kind (CMS site, application, CBO back-office
 * screen, dashboard). Checks before sending; a domain another application has (409) shows at the domain.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { DialogFrame } from '../../../runtime/ui/DialogFrame';
import { ApiRequestError } from '../../../runtime/api';
import type { Project } from '../../../model/api/schemas';
import { APPLICATION_KINDS, checkApplicationForm, type ApplicationFormErrors, type ApplicationFormValues } from './applicationForm';

interface ApplicationDialogProps {
  open: boolean;
  mode: 'create' | 'edit';
  initial: ApplicationFormValues;
  projects: readonly Project[];
  onClose(): void;
  /** Sends the values; rejects with the server's refusal. */
  onSave(values: ApplicationFormValues): Promise<unknown>;
}

export function ApplicationDialog({ open, mode, initial, projects, onClose, onSave }: ApplicationDialogProps) {
  const { t } = useTranslation('editor-panels');
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<ApplicationFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<ApplicationFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = async () => {
    const found = checkApplicationForm(values);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await onSave(values);
      onClose();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) setErrors({ domain: 'domainTaken' });
      else setFailure(t('apps.failed', { message: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      open={open}
      testId="application-dialog"
      title={mode === 'create' ? t('apps.createTitle') : t('apps.editTitle')}
      onDismiss={onClose}
      onSubmit={() => void submit()}
      footer={
        <>
          <Button variant="outline" onClick={onClose} data-testid="app-cancel">
            {t('apps.cancel')}
          </Button>
          <Button type="submit" colorPalette="blue" loading={busy} data-testid="app-save">
            {t('apps.save')}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Field.Root invalid={!!errors.name} required>
          <Field.Label>{t('apps.name')}</Field.Label>
          <Input name="name" data-testid="app-name" value={values.name} onChange={(event) => set({ name: event.target.value })} />
          {errors.name && <Field.ErrorText>{t(`apps.${errors.name}`)}</Field.ErrorText>}
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('apps.project')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field name="projectId" data-testid="app-project" value={values.projectId} onChange={(event) => set({ projectId: event.target.value })}>
              <option value="">{t('apps.noProject')}</option>
              {projects.map((project) => (
                <option key={project.id} value={project.id}>
                  {project.name || project.id}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root invalid={!!errors.domain}>
          <Field.Label>{t('apps.domain')}</Field.Label>
          <Input name="domain" data-testid="app-domain" placeholder="shop.example.com" value={values.domain} onChange={(event) => set({ domain: event.target.value })} />
          {errors.domain ? <Field.ErrorText>{t(`apps.${errors.domain}`)}</Field.ErrorText> : <Field.HelperText>{t('apps.domainHelp')}</Field.HelperText>}
        </Field.Root>
        {values.resellerId !== undefined && (
          <Field.Root invalid={!!errors.resellerId}>
            <Field.Label>{t('apps.reseller')}</Field.Label>
            <Input name="resellerId" data-testid="app-reseller" value={values.resellerId} onChange={(event) => set({ resellerId: event.target.value })} />
            {errors.resellerId ? <Field.ErrorText>{t(`apps.${errors.resellerId}`)}</Field.ErrorText> : <Field.HelperText>{t('apps.resellerHelp')}</Field.HelperText>}
          </Field.Root>
        )}
        <Field.Root>
          <Field.Label>{t('apps.kind')}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field name="kind" data-testid="app-kind" value={values.kind} onChange={(event) => set({ kind: event.target.value as ApplicationFormValues['kind'] })}>
              {APPLICATION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`apps.kinds.${kind}`)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        {failure && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {failure}
          </Text>
        )}
      </Stack>
    </DialogFrame>
  );
}
