/**
 * The permissions a page needs (docs/editor.md, Pages): only signed-in users holding every one of them see it, in
 * the navigation and at its address. The names come from the server (GET /api/permissions); each shows as what it
 * allows ("Aufgaben: lesen"), with the name itself beside it. A name this build has no words for shows as it is.
 * Each change is one undo step.
 */
import { useTranslation } from 'react-i18next';
import { Box, Field, HStack, IconButton, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { permissionLabel, usePermissionNames } from '../services/permissionNames';
import { useEditorStoreApi } from '../store/context';
import type { PageSummary } from './usePageSummaries';

export function PagePermissions({ entry }: { entry: PageSummary }) {
  const { t } = useTranslation('editor-panels');
  const store = useEditorStoreApi();
  const names = usePermissionNames();
  const chosen = entry.permissions ?? [];
  const set = (permissions: string[]) =>
    store.getState().dispatch({ type: 'updatePage', path: entry.path, patch: { permissions: permissions.length > 0 ? permissions : undefined } });
  const offered = (names.data ?? []).filter((name) => !chosen.includes(name))
    .map((name) => ({ name, label: permissionLabel(t, name) }))
    .sort((a, b) => a.label.localeCompare(b.label));

  return (
    <Field.Root>
      <Field.Label>{t('pages.permissions.label')}</Field.Label>
      {chosen.length > 0 && (
        <Stack as="ul" gap="1" listStyleType="none" width="full" aria-label={t('pages.permissions.chosen')}>
          {chosen.map((name) => (
            <HStack as="li" key={name} data-testid="page-permission" data-permission={name} gap="1" justify="space-between" borderWidth="1px" borderRadius="sm" paddingInlineStart="2">
              <Box minWidth={0}>
                <Text fontSize="sm" truncate>{permissionLabel(t, name)}</Text>
                <Text fontSize="xs" fontFamily="mono" color="fg.muted" truncate>{name}</Text>
              </Box>
              <IconButton size="xs" variant="ghost" aria-label={t('pages.permissions.remove', { name: permissionLabel(t, name) })} data-testid="page-permission-remove" onClick={() => set(chosen.filter((other) => other !== name))}>
                <X />
              </IconButton>
            </HStack>
          ))}
        </Stack>
      )}
      <NativeSelect.Root size="sm" disabled={!names.data}>
        <NativeSelect.Field
          data-testid="page-permission-add"
          aria-label={t('pages.permissions.add')}
          value=""
          onChange={(event) => {
            if (event.target.value) set([...chosen, event.target.value]);
          }}
        >
          <option value="">{t(names.isError ? 'pages.permissions.loadFailed' : 'pages.permissions.add')}</option>
          {offered.map(({ name, label }) => (
            <option key={name} value={name}>{label}</option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>{t('pages.permissions.help')}</Field.HelperText>
    </Field.Root>
  );
}
