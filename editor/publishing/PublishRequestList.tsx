/**
 * The open publish requests of the application (docs/publishing.md), shown in the version history to those who
 * may publish: who asked, when, for which draft version and why, with Approve (publishes exactly that draft
 * version) and Reject. Test hooks `[data-testid=publish-request-item][data-draft-version=N]`.
 */
import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { PublishRequest } from '../../model/api/schemas/publishRequests';
import { formatDateTime } from '../../runtime/format/format';
import { useOpenPublishRequests } from './usePublishRequests';
import { replacedUserName } from './useVersions';

interface PublishRequestListProps {
  applicationId: string;
  busy: boolean;
  decide(request: PublishRequest, state: 'approved' | 'rejected'): void;
}

export function PublishRequestList({ applicationId, busy, decide }: PublishRequestListProps) {
  const { t, i18n } = useTranslation('publishing');
  const requests = useOpenPublishRequests(applicationId).data ?? [];
  if (requests.length === 0) return null;
  return (
    <section aria-label={t('requests.title')} data-testid="publish-requests" style={{ padding: '8px 12px', borderBottom: '1px solid #e2e8f0', background: '#fffff0' }}>
      <h3 style={{ fontSize: 13, margin: '0 0 4px' }}>{t('requests.title')}</h3>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {requests.map((request) => (
          <li key={request.id} data-testid="publish-request-item" data-draft-version={request.draftVersion} style={{ padding: '4px 0' }}>
            <div style={{ fontSize: 12 }}>
              {t('requests.asked', {
                who: replacedUserName(request.requestedBy) ?? t('requests.someone'),
                when: formatDateTime(request.requestedAt, i18n.language),
                number: request.draftVersion,
              })}
            </div>
            {request.note ? <div data-testid="publish-request-note-text" style={{ fontSize: 12, fontStyle: 'italic' }}>{request.note}</div> : null}
            <div style={{ display: 'flex', gap: 4, marginTop: 4 }}>
              <Button size="xs" colorPalette="green" data-testid="publish-request-approve" disabled={busy} onClick={() => decide(request, 'approved')}>{t('requests.approve')}</Button>
              <Button size="xs" variant="outline" data-testid="publish-request-reject" disabled={busy} onClick={() => decide(request, 'rejected')}>{t('requests.reject')}</Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
