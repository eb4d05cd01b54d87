import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Microsoft365Files';
import type { Microsoft365Config } from '../../../model/microsoft365/config';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { ConfigureNotice, EmptyState, ErrorState } from '../../hooks/notices';
import { useBuilderNotices, useRenderMode } from '../../render/extensions';
import { useRuntimeConfig } from '../../app/runtimeConfig';
import { useEmit } from '../../sockets/hooks';
import { LoadingState } from '../../stores';
import { formatDateTime, formatNumber } from '../../format';
import { safeHref } from '../../security/safeUrl';
import { microsoftAccount } from '../../microsoft365/microsoftAccount';
import { driveChildren, drivePathOf, GraphError, type DriveItem } from '../../microsoft365/driveItems';
import { buttonStyle } from '../theme';

export type Microsoft365FilesSettings = SettingsOf<typeof spec.schema>;

type Folder = { id: string; name: string };
type Listing = { state: 'loading' } | { state: 'signedOut' } | { state: 'signInFailed' } | { state: 'items'; items: DriveItem[] } | { state: 'failed'; status: number; message: string };

/** '12,3 KB' in the UI language (1 KB = 1024 bytes, as the file explorers count). */
function fileSize(bytes: number, language: string): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${formatNumber(value, { language, maximumFractionDigits: unit === 0 ? 0 : 1 })} ${units[unit]}`;
}

/**
 * The files of a OneDrive or SharePoint folder: the drive `drivePath` (default the visitor's own OneDrive), the
 * folder `itemId` (default its top). Folders open inside the widget ('Übergeordneter Ordner' goes back), files open
 * in Microsoft 365 in a new tab and go out on `selected`. The visitor signs in with their own Microsoft account;
 * nothing is called unless the operator configured Microsoft 365.
 */
function Microsoft365Files({ id, settings }: WidgetProps<Microsoft365FilesSettings>) {
  const { t } = useTranslation('offline');
  const builder = useBuilderNotices();
  const config = useRuntimeConfig();
  const drivePath = drivePathOf(settings.drivePath);
  if (!config) return <LoadingState />;
  if (!config.microsoft365) return builder ? <ConfigureNotice details={t('ms365.notConfigured')} /> : <EmptyState message={t('ms365.unavailable')} />;
  if (!drivePath) return <ConfigureNotice details={t('ms365.badDrivePath', { drivePath: settings.drivePath })} />;
  return <DriveFolder key={`${drivePath} ${settings.itemId}`} id={id} config={config.microsoft365} drivePath={drivePath} settings={settings} />;
}

function DriveFolder({ config, drivePath, settings, id }: { config: Microsoft365Config; drivePath: string; settings: Microsoft365FilesSettings; id: string }) {
  const { t, i18n } = useTranslation('offline');
  const mode = useRenderMode();
  const emit = useEmit<'selected'>(id);
  const [path, setPath] = useState<Folder[]>([{ id: settings.itemId.trim(), name: '' }]);
  const [token, setToken] = useState<string | null | undefined>(undefined);
  const [signInFailed, setSignInFailed] = useState(false);
  const folder = path[path.length - 1];
  const account = microsoftAccount(config);

  useEffect(() => {
    let current = true;
    void account.silentToken().then((found) => current && setToken(found ?? null), () => current && setToken(null));
    return () => {
      current = false;
    };
  }, [account]);

  const query = useQuery({
    queryKey: ['microsoft365', config.graphUrl, drivePath, folder.id, token],
    queryFn: ({ signal }) => driveChildren(config.graphUrl, token!, drivePath, folder.id, signal),
    enabled: !!token,
    retry: false,
  });
  useEffect(() => {
    if (query.error) console.error('Microsoft365Files: the folder could not be read', query.error);
  }, [query.error]);
  const listing: Listing = signInFailed ? { state: 'signInFailed' }
    : token === null ? { state: 'signedOut' }
      : query.data ? { state: 'items', items: query.data }
        : query.error ? { state: 'failed', status: query.error instanceof GraphError ? query.error.status : 0, message: query.error.message }
          : { state: 'loading' };

  const signIn = () => {
    if (mode === 'edit') return; // the builder's click selects the widget; no sign-in window opens in the editor
    setSignInFailed(false);
    void account.signIn().then(setToken, (error: unknown) => {
      console.error('Microsoft365Files: sign-in failed', error);
      setSignInFailed(true);
    });
  };
  const signInButton = (
    <button type="button" onClick={signIn} style={buttonStyle('solid', 'primary', 'md', false)}>{t('ms365.signIn')}</button>
  );

  const content = (() => {
    switch (listing.state) {
      case 'loading':
        return <LoadingState />;
      case 'signInFailed':
        return <><ErrorState message={t('ms365.signInFailed')} />{signInButton}</>;
      case 'signedOut':
        return <div data-testid="ms365-signed-out"><p>{t('ms365.signInPrompt')}</p>{signInButton}</div>;
      case 'failed':
        if (listing.status === 404) return <ErrorState message={t('ms365.notFound')} />;
        if (listing.status === 401 || listing.status === 403) return <><ErrorState message={t('ms365.noAccess')} details={listing.message} />{signInButton}</>;
        return <ErrorState message={t('ms365.loadFailed')} details={listing.status ? `${listing.status}: ${listing.message}` : listing.message} />;
      case 'items':
        if (listing.items.length === 0) return <EmptyState message={t('ms365.empty')} />;
        return (
          <ul data-testid="ms365-items" style={settings.showAsList ? listStyle : gridStyle}>
            {listing.items.map((item) => {
              const detail = item.folder
                ? t('ms365.childCount', { count: item.folder.childCount ?? 0 })
                : [item.size !== undefined ? fileSize(item.size, i18n.language) : '', item.lastModifiedDateTime ? formatDateTime(Date.parse(item.lastModifiedDateTime), i18n.language) : ''].filter(Boolean).join(' · ');
              const href = safeHref(item.webUrl);
              const label = <><span aria-hidden="true">{item.folder ? '📁' : '📄'}</span> <span data-testid="ms365-name">{item.name}</span></>;
              return (
                <li key={item.id} data-testid="ms365-item" style={settings.showAsList ? rowStyle : tileStyle}>
                  {item.folder
                    ? <button type="button" style={linkButtonStyle} onClick={() => setPath([...path, { id: item.id, name: item.name }])}>{label}</button>
                    : href && mode !== 'edit'
                      ? <a href={href} target="_blank" rel="noopener noreferrer" onClick={() => emit('selected', item)}>{label}</a>
                      : <span>{label}</span>}
                  {detail ? <small style={{ opacity: 0.7 }}>{detail}</small> : null}
                </li>
              );
            })}
          </ul>
        );
    }
  })();

  return (
    <div data-testid="ms365-files">
      {path.length > 1 ? (
        <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 8 }}>
          <button type="button" style={buttonStyle('outline', 'secondary', 'sm', false)} onClick={() => setPath(path.slice(0, -1))}>{t('ms365.up')}</button>
          <span data-testid="ms365-path">{path.slice(1).map((entry) => entry.name).join(' / ')}</span>
        </div>
      ) : null}
      {content}
    </div>
  );
}

const listStyle = { listStyle: 'none', margin: 0, padding: 0 } as const;
const gridStyle = { ...listStyle, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 12 } as const;
const rowStyle = { display: 'flex', justifyContent: 'space-between', gap: 12, padding: '6px 0', borderBottom: '1px solid #e2e8f0' } as const;
const tileStyle = { display: 'flex', flexDirection: 'column', gap: 4, padding: 12, border: '1px solid #e2e8f0', borderRadius: 6 } as const;
const linkButtonStyle = { background: 'none', border: 'none', padding: 0, cursor: 'pointer', color: 'inherit', textAlign: 'left', font: 'inherit' } as const;

export const Microsoft365FilesWidget = widgetFromSpec(spec, Microsoft365Files);
