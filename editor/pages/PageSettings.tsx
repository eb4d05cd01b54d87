/**
 * Title, path, "login required" and the needed permissions (PagePermissions.tsx) of the page shown in the canvas, and deleting it. The title changes live
 * (one undo step per typing burst); the path is checked while typing and taken over on Enter or when the
 * field is left, so a half-typed path never becomes the page's address.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Field, Input, Stack, Text } from '@chakra-ui/react';
import type { PageSummary } from './usePageSummaries';
import { ConfirmDialog } from '../../runtime/ui/ConfirmDialog';
import { useEditorStoreApi } from '../store/context';
import { validatePagePath } from './pagePath';
import { PagePermissions } from './PagePermissions';

export function PageSettings({ entry, otherPaths, isLast }: { entry: PageSummary; otherPaths: string[]; isLast: boolean }) {
  const { t } = useTranslation(['editor-panels', 'editor']);
  const store = useEditorStoreApi();
  const [path, setPath] = useState(entry.path);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const pathError = validatePagePath(path, otherPaths);

  const commitPath = () => {
    if (path === entry.path) return;
    if (pathError) return;
    const outcome = store.getState().dispatch({ type: 'updatePage', path: entry.path, patch: { path } });
    if (outcome.ok) store.getState().setActivePage(path);
    else setRefusal(t(`editor:refusals.${outcome.code}`, { defaultValue: outcome.message }));
  };

  const remove = () => {
    setConfirming(false);
    const outcome = store.getState().dispatch({ type: 'removePage', path: entry.path });
    if (!outcome.ok) setRefusal(t(`editor:refusals.${outcome.code}`, { defaultValue: outcome.message }));
  };

  return (
    <Stack gap="3" data-testid="page-settings" data-page-path={entry.path}>
      <Field.Root>
        <Field.Label>{t('pages.title')}</Field.Label>
        <Input
          size="sm"
          data-testid="page-title"
          value={entry.title ?? ''}
          onChange={(event) =>
            store.getState().dispatch({ type: 'updatePage', path: entry.path, patch: { title: event.target.value === '' ? undefined : event.target.value }, group: `page-title:${entry.path}` })
          }
        />
      </Field.Root>
      <Field.Root invalid={!!pathError}>
        <Field.Label>{t('pages.path')}</Field.Label>
        <Input
          size="sm"
          data-testid="page-path"
          fontFamily="mono"
          value={path}
          placeholder={t('pages.startPage')}
          onChange={(event) => setPath(event.target.value)}
          onBlur={commitPath}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commitPath();
            if (event.key === 'Escape') setPath(entry.path);
          }}
        />
        {pathError ? <Field.ErrorText data-testid="page-path-error">{t(`pages.${pathError}`)}</Field.ErrorText> : <Field.HelperText>{t('pages.pathHelp')}</Field.HelperText>}
      </Field.Root>
      <Checkbox.Root
        size="sm"
        checked={entry.authenticationRequired === true}
        onCheckedChange={(details) => store.getState().dispatch({ type: 'updatePage', path: entry.path, patch: { authenticationRequired: details.checked === true } })}
      >
        <Checkbox.HiddenInput data-testid="page-auth" />
        <Checkbox.Control />
        <Checkbox.Label>{t('pages.authenticationRequired')}</Checkbox.Label>
      </Checkbox.Root>
      <PagePermissions entry={entry} />
      {refusal && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {refusal}
        </Text>
      )}
      <Button size="sm" variant="outline" colorPalette="red" disabled={isLast} title={isLast ? t('pages.lastPage') : undefined} onClick={() => setConfirming(true)} data-testid="page-delete">
        {t('pages.delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('pages.deleteTitle')}
        testId="page-delete-dialog"
        onCancel={() => setConfirming(false)}
        cancelTestId="page-delete-cancel"
        choices={[{ label: t('pages.deleteConfirm'), testId: 'page-delete-confirm', tone: 'danger', onChoose: remove }]}
      >
        {t('pages.deleteQuestion', { title: entry.title || entry.path || t('pages.startPage') })}
      </ConfirmDialog>
    </Stack>
  );
}
