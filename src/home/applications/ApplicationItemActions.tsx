/** Per application on the overview: its kind, and editing (rename, project, domain, kind) and deleting it. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Button } from '@chakra-ui/react';
import type { Application, Project } from '../../../model/api/schemas';
import { useSession } from '../../../runtime/auth/useSession';
import { ConfirmDialog } from '../../../runtime/ui/ConfirmDialog';
import { ApplicationDialog } from './ApplicationDialog';
import { applicationFields } from './applicationForm';
import { useApplicationMutations } from './useApplicationMutations';

export function ApplicationKindBadge({ app }: { app: Application }) {
  const { t } = useTranslation('editor-panels');
  const kind = app.kind ?? 'APPLICATION';
  return (
    <Badge size="sm" variant="subtle" data-testid="application-kind" data-kind={kind} width="fit-content">
      {t(`apps.kinds.${kind}`)}
    </Badge>
  );
}

export function ApplicationItemActions({ app, projects }: { app: Application; projects: readonly Project[] }) {
  const { t } = useTranslation('editor-panels');
  const { update, remove } = useApplicationMutations();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const setsReseller = useSession((state) => state.user?.permissions.includes('TENANT_ADMIN') ?? false);
  return (
    <>
      <Button size="xs" variant="ghost" onClick={() => setEditing(true)} data-testid="application-edit">
        {t('apps.edit')}
      </Button>
      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(true)} data-testid="application-delete">
        {t('apps.delete')}
      </Button>
      {editing && (
        <ApplicationDialog
          open
          mode="edit"
          initial={{ name: app.name ?? '', projectId: app.projectId ?? '', domain: app.domain ?? '', kind: app.kind ?? 'APPLICATION', ...(setsReseller ? { resellerId: app.resellerId ?? '' } : {}) }}
          projects={projects}
          onClose={() => setEditing(false)}
          onSave={(values) => update.mutateAsync({ id: app.id, fields: applicationFields(values) })}
        />
      )}
      <ConfirmDialog
        open={deleting}
        title={t('apps.deleteTitle')}
        testId="application-delete-dialog"
        busy={remove.isPending}
        error={remove.isError ? t('apps.failed', { message: remove.error.message }) : null}
        onCancel={() => setDeleting(false)}
        cancelTestId="application-delete-cancel"
        choices={[
          {
            label: t('apps.deleteConfirm'),
            testId: 'application-delete-confirm',
            tone: 'danger',
            onChoose: () => remove.mutate(app.id, { onSuccess: () => setDeleting(false) }),
          },
        ]}
      >
        {t('apps.deleteQuestion', { name: app.name || app.id })}
      </ConfirmDialog>
    </>
  );
}
