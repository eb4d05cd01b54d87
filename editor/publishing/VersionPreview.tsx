/**
 * A published version, read-only, over the editor: rendered by the same application view as the live site, with
 * the compound widgets it was published with. Links inside move within the preview.
 */
import { Button } from '@chakra-ui/react';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApplicationVersion } from '../../model/api/schemas/versions';
import { loadApplicationDocument } from '../../migrations/load';
import { useEditorServices } from '../services/editorServices';

const ApplicationView = lazy(() => import('../../runtime/app/ApplicationView').then((module) => ({ default: module.ApplicationView })));

export function VersionPreview({ version, initialPath, onClose }: { version: ApplicationVersion; initialPath: string; onClose(): void }) {
  const { t } = useTranslation('publishing');
  const { registry } = useEditorServices();
  const [path, setPath] = useState(`/${initialPath}`);
  const loaded = loadApplicationDocument(version.document);
  return (
    <div role="dialog" aria-modal="true" aria-label={t('preview.title', { number: version.number })} data-testid="version-preview" data-version={version.number}
      style={{ position: 'fixed', inset: 0, zIndex: 1400, background: '#fff', display: 'flex', flexDirection: 'column' }}>
      <header style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '8px 12px', borderBottom: '1px solid #e2e8f0', background: '#fffaf0' }}>
        <strong>{t('preview.title', { number: version.number })}</strong>
        <span style={{ fontSize: 12, color: '#4a5568' }}>{t('preview.readOnly')}</span>
        <div style={{ flex: 1 }} />
        <Button size="xs" variant="outline" data-testid="version-preview-close" onClick={onClose}>{t('close')}</Button>
      </header>
      <div style={{ flex: 1, overflow: 'auto' }}>
        {loaded.ok ? (
          <Suspense fallback={null}>
            <ApplicationView
              application={{ document: loaded.value, source: 'server', compoundWidgets: version.compoundWidgets }}
              registry={registry}
              basePath=""
              pathname={path}
              search=""
              navigate={(to) => setPath(to.split('?')[0])}
            />
          </Suspense>
        ) : (
          <p role="alert" style={{ padding: 12 }}>{t('preview.failed', { message: loaded.message })}</p>
        )}
      </div>
    </div>
  );
}
