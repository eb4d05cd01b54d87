import { useEffect, useState } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Timeline';
import { getContactNotes } from '../../api/contacts';
import { useRouteParams } from '../../app/navigation';
import { useCurrentUser } from '../../auth/useSession';
import { ConfigureNotice, EmptyState, ErrorState } from '../../hooks/notices';
import { fillTemplate } from '../../hooks/template';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useContextSnapshot } from '../../sockets/hooks';
import { errorText, LoadingState, storeQueryKey, storeSearchRequest } from '../../stores';
import { storeDefinition } from '../../stores/definitions';
import { contactNotesKey } from '../contacts/notesQuery';
import { additionalEntries, noteEntries, sortEntries, type TimelineEntry } from './timelineEntries';

export type TimelineSettings = SettingsOf<typeof spec.schema>;

/** How many records one additional reads (the notes call answers up to 1000 itself). */
const ADDITIONAL_SIZE = 100;

const styles = {
  frame: { maxWidth: 800, minWidth: 180, display: 'flex', flexDirection: 'column', gap: 8 },
  head: { display: 'flex', justifyContent: 'flex-end' },
  toggle: { border: '1px solid #cbd5e0', borderRadius: 6, background: '#fff', padding: '2px 8px', cursor: 'pointer', fontSize: 16 },
  list: { listStyle: 'none', margin: 0, padding: 0, borderLeft: '2px solid #cbd5e0' },
  entry: { position: 'relative', margin: '0 0 12px 0', padding: '6px 10px 6px 28px', borderRadius: 6 },
  own: { background: '#ebf8ff' },
  icon: { position: 'absolute', left: -11, top: 6, width: 20, height: 20, borderRadius: 10, background: '#fff', textAlign: 'center', lineHeight: '20px', fontSize: 12 },
  badge: { marginLeft: 8, padding: '0 6px', borderRadius: 8, background: '#edf2f7', fontSize: 12 },
  hidden: { filter: 'blur(5px)', userSelect: 'none' },
} as const;

function idOf(entity: unknown): string | null {
  if (!entity || typeof entity !== 'object') return null;
  const id = (entity as { id?: unknown }).id;
  return typeof id === 'string' && id ? id : null;
}

/**
 * The history of the context entity: its contact notes (when `showNotes`) and, per additional, the records its
 * store finds for the query (placeholders from the page context and route), in one list sorted by time. Private notes stay
 * blurred until the eye toggle shows them. Without an entity with an id it logs why and shows nothing (builders
 * see the configure notice).
 */
function Timeline({ settings }: WidgetProps<TimelineSettings>) {
  const { t, i18n } = useTranslation('optin');
  const editing = useRenderMode() === 'edit';
  const user = useCurrentUser();
  const context = useContextSnapshot();
  const [showPrivate, setShowPrivate] = useState(false);
  const variable = settings.contextVariable.trim();
  const entityId = idOf(variable ? context[variable] : undefined);
  const params = useRouteParams();
  // Placeholders as everywhere on a page: context variables, then route parameters.
  const lookup = (name: string) => context[name] ?? params[name];

  const unknownTypes = settings.additionals.filter((additional) => !storeDefinition(additional.type)).map((additional) => additional.type).join(', ');
  useEffect(() => {
    if (!entityId) console.warn(`Timeline: the context variable "${variable}" holds no entity with an id; nothing is shown.`);
    if (unknownTypes) console.warn(`Timeline: no store found for the additional types ${unknownTypes}; they are left out.`);
  }, [entityId, variable, unknownTypes]);

  const notes = useQuery({
    queryKey: contactNotesKey(entityId ?? ''),
    queryFn: () => getContactNotes(entityId!),
    enabled: !!entityId && settings.showNotes,
  });
  const additionals = settings.additionals.filter((additional) => !!storeDefinition(additional.type));
  const search = storeSearchRequest([], { page: 1, size: ADDITIONAL_SIZE, sort: '-createdAt' });
  const found = useQueries({
    queries: additionals.map((additional) => {
      const definition = storeDefinition(additional.type)!;
      const text = fillTemplate(additional.query ?? '', lookup).trim() || null;
      return {
        queryKey: storeQueryKey(definition.name, search, text),
        queryFn: () => definition.search({ ...definition.query, ...search }, text ?? undefined),
        enabled: !!entityId,
        staleTime: Infinity,
      };
    }),
  });

  // A few hundred entries at most: sorted again on each render, no memo to keep in step with every answer.
  const entries: TimelineEntry[] = settings.showNotes ? noteEntries(notes.data?.elements ?? [], user?.id, t('timeline.note')) : [];
  additionals.forEach((additional, index) => {
    const records = (found[index]?.data?.elements ?? []) as Record<string, unknown>[];
    entries.push(...additionalEntries(additional, records, lookup, user?.id));
  });
  const sorted = sortEntries(entries, settings.sortDirection === 'asc' ? 'asc' : 'desc');

  if (!entityId) return editing ? <ConfigureNotice details={t('timeline.noEntity')} /> : null;
  const failed = (settings.showNotes && notes.isError ? notes.error : null) ?? found.find((query) => query.isError)?.error;
  if (failed) return <ErrorState message={t('timeline.failed')} details={errorText(failed)} />;
  if ((settings.showNotes && notes.isPending) || found.some((query) => query.isPending)) return <LoadingState />;

  const when = new Intl.DateTimeFormat(i18n.language.replace('_', '-'), { dateStyle: 'medium', timeStyle: 'short' });
  const anyPrivate = sorted.some((entry) => entry.private);
  return (
    <section data-testid="timeline" style={styles.frame}>
      {anyPrivate ? (
        <div style={styles.head}>
          <button
            type="button" style={styles.toggle} aria-pressed={showPrivate} onClick={() => setShowPrivate((shown) => !shown)}
            aria-label={t(showPrivate ? 'timeline.hidePrivate' : 'timeline.showPrivate')} title={t(showPrivate ? 'timeline.hidePrivate' : 'timeline.showPrivate')}
          >
            {showPrivate ? '🙈' : '👁'}
          </button>
        </div>
      ) : null}
      {sorted.length === 0 ? <EmptyState message={t('timeline.empty')} /> : (
        <ol style={styles.list}>
          {sorted.map((entry) => (
            <li
              key={entry.key} data-entry={entry.key} data-private={entry.private || undefined} data-own={(settings.highlightSender && entry.own) || undefined}
              style={{ ...styles.entry, ...(settings.highlightSender && entry.own ? styles.own : {}) }}
            >
              <span aria-hidden="true" style={styles.icon}>{entry.icon}</span>
              <div>
                <strong>{entry.title}</strong>
                {entry.private ? <span style={styles.badge}>{t('timeline.private')}</span> : null}
                {entry.timestamp !== null ? <small style={{ marginLeft: 8, color: '#4a5568' }}>{when.format(entry.timestamp)}</small> : null}
              </div>
              {entry.text ? (
                <p data-testid="timeline-text" aria-hidden={entry.private && !showPrivate} style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap', ...(entry.private && !showPrivate ? styles.hidden : {}) }}>
                  {entry.text}
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export const TimelineWidget = widgetFromSpec(spec, Timeline);
