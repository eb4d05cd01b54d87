import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/AbsenceRequests';
import { ABSENCE_TYPES, type AbsenceType } from '../../../model/api/schemas/hr';
import type { SearchRequest } from '../../../model/api/schemas/common';
import { createAbsence, deleteAbsence, patchAbsence } from '../../api/resources';
import { useCurrentUser } from '../../auth';
import { formatDdMmYyyy } from '../../format/format';
import { EmptyState, ErrorState } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { errorText, LoadingState } from '../../stores';
import { buttonStyle } from '../theme';
import { Field } from './Field';
import { LoginRequired } from '../planning/LoginRequired';
import { absenceUserId, useAbsences, useReloadHr, type AbsenceWithUser } from './hrData';
import { ConfirmButton } from './ConfirmButton';

export type AbsenceRequestsSettings = SettingsOf<typeof spec.schema>;

const mineOf = (userId: string): SearchRequest => ({ fieldSearches: [{ type: 'id', fieldname: 'userId', matcher: 'equals', value: userId }], page: 1, size: 100, sort: '-from' });
const OPEN: SearchRequest = { fieldSearches: [{ fieldname: 'status', matcher: 'equals', value: 'requested' }], page: 1, size: 100, sort: 'from' };
const dayText = (day: string) => formatDdMmYyyy(new Date(`${day}T00:00:00`));

/**
 * Absence requests of the current user: request (type, from, to, note), see each request's status, withdraw one
 * while it is requested. A manager (ABSENCES_APPROVE or TENANT_ADMIN) also sees the open requests of others and
 * approves or rejects each after confirming. The server decides who may do what; in the editor nothing is sent.
 */
function AbsenceRequests({ settings }: WidgetProps<AbsenceRequestsSettings>) {
  const { t } = useTranslation('hr');
  const me = useCurrentUser();
  const editing = useRenderMode() === 'edit';
  const manager = !!me && (me.permissions.includes('ABSENCES_APPROVE') || me.permissions.includes('TENANT_ADMIN'));
  const all = useAbsences(mineOf(me?.id ?? ''));
  const open = useAbsences(OPEN, settings.showDecisions && manager);
  const reload = useReloadHr();
  const [type, setType] = useState<AbsenceType>(settings.defaultType as AbsenceType);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [note, setNote] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const request = useMutation({ mutationFn: createAbsence, onSettled: reload });
  const withdraw = useMutation({ mutationFn: (id: string) => deleteAbsence(id), onSettled: reload });
  const decide = useMutation({ mutationFn: ({ id, status }: { id: string; status: 'approved' | 'rejected' }) => patchAbsence(id, { status }), onSettled: reload });

  if (!me) return <LoginRequired namespace="hr" />;
  if (all.isError) return <ErrorState message={t('absences.loadFailed')} details={errorText(all.error)} />;
  if (!all.data) return <LoadingState />;
  const mine = all.data.filter((absence) => absenceUserId(absence) === me.id);
  const others = (open.data ?? []).filter((absence) => absenceUserId(absence) !== me.id);
  const failure = request.error ?? withdraw.error ?? decide.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!from) return setFormError(t('absences.fromRequired'));
    if (to && to < from) return setFormError(t('absences.toBeforeFrom'));
    setFormError(null);
    if (editing) return;
    request.mutate({ type, from, to: to || from, ...(note.trim() ? { note: note.trim() } : {}) }, {
      onSuccess: () => { setFrom(''); setTo(''); setNote(''); },
    });
  };
  const row = (absence: AbsenceWithUser, actions: ReactNode, who?: string) => (
    <li key={absence.id} data-testid="absence" data-status={absence.status} style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', padding: '4px 0', borderBottom: '1px solid #edf2f7' }}>
      {who ? <strong>{who}</strong> : null}
      <span>{t(`absences.types.${absence.type}`)}</span>
      <span>{absence.from === absence.to ? dayText(absence.from) : t('absences.period', { from: dayText(absence.from), to: dayText(absence.to) })}</span>
      <span data-testid="absence-status">{t(`absences.statuses.${absence.status ?? 'requested'}`)}</span>
      {absence.note ? <span style={{ color: '#718096' }}>{absence.note}</span> : null}
      <span style={{ flex: 1 }} />
      {actions}
    </li>
  );

  return (
    <div data-testid="absence-requests" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <form data-testid="absence-form" onSubmit={submit} noValidate style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'flex-end' }}>
        <Field label={t('absences.type')}>
          <select data-testid="absence-type" value={type} onChange={(event) => setType(event.target.value as AbsenceType)}>
            {ABSENCE_TYPES.map((option) => <option key={option} value={option}>{t(`absences.types.${option}`)}</option>)}
          </select>
        </Field>
        <Field label={t('absences.from')}>
          <input data-testid="absence-from" type="date" required value={from} onChange={(event) => setFrom(event.target.value)} />
        </Field>
        <Field label={t('absences.to')}>
          <input data-testid="absence-to" type="date" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} />
        </Field>
        <Field grow label={t('absences.note')}>
          <input data-testid="absence-note" value={note} maxLength={1000} onChange={(event) => setNote(event.target.value)} />
        </Field>
        <button type="submit" data-testid="absence-submit" disabled={request.isPending} style={buttonStyle('solid', 'primary', 'md', request.isPending)}>{t('absences.request')}</button>
      </form>
      {formError ? <span data-testid="absence-form-error" role="alert" style={{ color: '#c53030' }}>{formError}</span> : null}
      {failure ? <span data-testid="absence-error" role="alert" style={{ color: '#c53030' }}>{t('absences.actionFailed', { message: errorText(failure) ?? '' })}</span> : null}
      <section aria-label={t('absences.mine')}>
        <h4 style={{ margin: '0 0 4px' }}>{t('absences.mine')}</h4>
        {mine.length === 0 ? <EmptyState message={t('absences.none')} /> : (
          <ul data-testid="my-absences" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {mine.map((absence) => row(absence, absence.status === 'requested' ? (
              <ConfirmButton testId="absence-withdraw" label={t('absences.withdraw')} question={t('absences.confirmWithdraw')} disabled={editing || withdraw.isPending} onConfirm={() => withdraw.mutate(absence.id)} />
            ) : null))}
          </ul>
        )}
      </section>
      {settings.showDecisions && manager ? (
        <section aria-label={t('absences.toDecide')}>
          <h4 style={{ margin: '0 0 4px' }}>{t('absences.toDecide')}</h4>
          {open.isError ? <ErrorState message={t('absences.loadFailed')} details={errorText(open.error)} /> : null}
          {open.data && others.length === 0 ? <EmptyState message={t('absences.nothingToDecide')} /> : null}
          <ul data-testid="absences-to-decide" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {others.map((absence) => row(absence, (
              <>
                <ConfirmButton testId="absence-approve" label={t('absences.approve')} question={t('absences.confirmApprove')} disabled={editing || decide.isPending} onConfirm={() => decide.mutate({ id: absence.id, status: 'approved' })} />
                <ConfirmButton testId="absence-reject" label={t('absences.reject')} question={t('absences.confirmReject')} disabled={editing || decide.isPending} onConfirm={() => decide.mutate({ id: absence.id, status: 'rejected' })} />
              </>
            ), typeof absence.userId === 'object' ? absence.userId.displayName ?? absence.userId.id : absence.userId))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

export const AbsenceRequestsWidget = widgetFromSpec(spec, AbsenceRequests);
