/**
 * "New application" on the overview: the application dialog, then a new application with one start page, opened
 * in the editor at once (which says that it was created: `state.created` of the navigation).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import type { Project } from '../../../model/api/schemas';
import { randomId } from '../../../editor/model/document/ids';
import { useSession } from '../../../runtime/auth/useSession';
import { ApplicationDialog } from './ApplicationDialog';
import { newApplicationDocument } from './applicationForm';
import { useApplicationMutations } from './useApplicationMutations';

export function CreateApplicationButton({ projects }: { projects: readonly Project[] }) {
  const { t } = useTranslation('editor-panels');
  const { create } = useApplicationMutations();
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const setsReseller = useSession((state) => state.user?.permissions.includes('TENANT_ADMIN') ?? false);
  return (
    <>
      <Button size="sm" colorPalette="blue" onClick={() => setOpen(true)} data-testid="application-create">
        {t('apps.create')}
      </Button>
      {open && (
        <ApplicationDialog
          open
          mode="create"
          initial={{ name: '', projectId: projects[0]?.id ?? '', domain: '', kind: 'APPLICATION', ...(setsReseller ? { resellerId: '' } : {}) }}
          projects={projects}
          onClose={() => setOpen(false)}
          onSave={async (values) => {
            const created = await create.mutateAsync(newApplicationDocument(values, t('apps.startPage'), randomId()));
            navigate(`/editor/apps/${encodeURIComponent(created.id)}`, { state: { created: created.name } });
          }}
        />
      )}
    </>
  );
}
