import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Stack, Text } from '@chakra-ui/react';
import { getOutboxMails } from '../../../runtime/api';
import { MAIL_OUTBOX } from '../../../model/resources/descriptors';
import type { OutboxMail } from '../../../model/api/schemas';
import { formatDateTime } from '../../../runtime/format';
import { DataTable, type Column } from '../common/DataTable';
import { PageHeader } from '../common/PageHeader';
import { useListPage } from '../common/queries';
import { SearchBox } from '../common/SearchBox';
import { useListParams } from '../common/useListParams';
import { linkedText } from './linkedText';

/**
 * `emails` (EMAILS_READ): the mails the server stored because no SMTP server is configured (docs/api.md, Mail),
 * newest first, each with its text and clickable links.
 */
export default function OutboxPage() {
  const { t, i18n } = useTranslation('backoffice');
  const [params, setParams] = useListParams({ sort: MAIL_OUTBOX.defaultSort });
  const mails = useListPage('mailoutbox', params, getOutboxMails);
  const onSearch = useCallback((search: string) => setParams({ search }), [setParams]);
  const columns: Column<OutboxMail>[] = [
    { key: 'sentAt', header: t('outbox.fields.sentAt'), sortField: 'createdAt', render: (m) => formatDateTime(m.sentAt, i18n.language) },
    { key: 'to', header: t('outbox.fields.to'), sortField: 'to', render: (m) => m.to },
    {
      key: 'mail',
      header: t('outbox.fields.mail'),
      render: (m) => (
        <Box as="details">
          <Box as="summary" cursor="pointer" fontWeight="medium" data-testid="outbox-subject">{m.subject}</Box>
          <Text whiteSpace="pre-wrap" mt="2" fontSize="sm" data-testid="outbox-text">{linkedText(m.text)}</Text>
        </Box>
      ),
    },
  ];
  return (
    <Stack gap="4">
      <PageHeader title={t('outbox.title')} />
      <Text color="fg.muted">{t('outbox.intro')}</Text>
      <SearchBox value={params.search} onSearch={onSearch} label={t('outbox.search')} />
      <DataTable testId="outbox" label={t('outbox.title')} columns={columns} query={mails} params={params} onParams={setParams}
        emptyText={params.search ? t('list.noMatches') : t('outbox.empty')} />
    </Stack>
  );
}
