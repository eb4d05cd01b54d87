import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { ListQuery, Page } from '../../../model/api/schemas';
import { saveFile } from '../../../runtime/ui/saveFile';
import { TransferProgress } from '../common/TransferProgress';
import { exportListCsv, importCsv, type ImportReport, type Progress } from './csvTransfer';
import type { SimpleField } from './simpleForm';

interface CsvActionsProps {
  /** File name stem and test id context (`contacts` → `contacts-2026-11-24.csv`). */
  resource: string;
  fields: SimpleField[];
  list(query: ListQuery): Promise<Page<Record<string, unknown>>>;
  /** Creates one entity; without it (no create, or no write permission) there is no import. */
  create?(body: Record<string, unknown>): Promise<unknown>;
  initial?: Record<string, unknown>;
  sort?: string;
  search?: string;
  /** After an import created something: refresh the list. */
  onImported(): void;
}

type Running = { kind: 'export' | 'import'; progress: Progress; controller: AbortController };

/**
 * The kit list's CSV buttons: export what the list shows (its search and sort) page by page, import a file row by
 * row; both show rows done of the total and can be cancelled. An import ends with a report of each refused row and
 * the API's reason (docs/backoffice.md, CSV).
 */
export function CsvActions({ resource, fields, list, create, initial, sort, search, onImported }: CsvActionsProps) {
  const { t, i18n } = useTranslation('backoffice');
  const [running, setRunning] = useState<Running | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [failed, setFailed] = useState<'export' | 'import' | null>(null);
  const [exported, setExported] = useState<number | null>(null);
  /** An export the user cancelled (a cancelled import says so in its report). */
  const [exportCancelled, setExportCancelled] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  async function transfer(kind: Running['kind'], work: (controller: AbortController, onProgress: (p: Progress) => void) => Promise<void>) {
    const controller = new AbortController();
    setReport(null);
    setFailed(null);
    setExported(null);
    setExportCancelled(false);
    setRunning({ kind, progress: { done: 0, total: 0 }, controller });
    try {
      await work(controller, (progress) => setRunning((r) => (r ? { ...r, progress } : r)));
    } catch {
      if (!controller.signal.aborted) setFailed(kind);
      else if (kind === 'export') setExportCancelled(true);
    } finally {
      setRunning(null);
    }
  }

  const startExport = () => transfer('export', async (controller, onProgress) => {
    let done = 0;
    const text = await exportListCsv({
      list, fields, sort, search, language: i18n.language, signal: controller.signal,
      onProgress: (p) => { done = p.done; onProgress(p); },
    });
    saveFile(new Blob([text], { type: 'text/csv;charset=utf-8' }), `${resource}-${new Date().toISOString().slice(0, 10)}.csv`);
    setExported(done);
  });

  const startImport = (file: File) => transfer('import', async (controller, onProgress) => {
    const result = await importCsv({ text: await readText(file), fields, create: create!, initial, language: i18n.language, signal: controller.signal, onProgress });
    setReport(result);
    if (result.created > 0) onImported();
  });

  return (
    <Stack gap="2" data-testid="csv-actions">
      <HStack gap="2" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => void startExport()} disabled={!!running} data-testid="csv-export">{t('csv.export')}</Button>
        {create && (
          <>
            <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()} disabled={!!running} data-testid="csv-import">{t('csv.import')}</Button>
            <input ref={fileInput} type="file" accept=".csv,text/csv" hidden data-testid="csv-import-file"
              onChange={(e) => {
                const file = e.currentTarget.files?.[0];
                e.currentTarget.value = '';
                if (file) void startImport(file);
              }} />
          </>
        )}
      </HStack>
      {running && (
        <TransferProgress label={t(running.kind === 'export' ? 'csv.exporting' : 'csv.importing')}
          done={running.progress.done} total={running.progress.total} onCancel={() => running.controller.abort()} />
      )}
      {failed && (
        <Alert.Root status="error" data-testid="csv-failed"><Alert.Indicator /><Alert.Title>{t(failed === 'export' ? 'csv.exportFailed' : 'csv.importFailed')}</Alert.Title></Alert.Root>
      )}
      {exportCancelled && <Text fontSize="sm" color="fg.muted" role="status" data-testid="csv-export-cancelled">{t('csv.exportCancelled')}</Text>}
      {exported !== null && <Text fontSize="sm" color="fg.success" role="status" data-testid="csv-exported">{t('csv.exported', { count: exported })}</Text>}
      {report && <ImportReportView report={report} onClose={() => setReport(null)} />}
    </Stack>
  );
}

function ImportReportView({ report, onClose }: { report: ImportReport; onClose(): void }) {
  const { t } = useTranslation('backoffice');
  const status = report.refused.length > 0 || report.cancelled ? 'warning' : 'success';
  return (
    <Alert.Root status={status} data-testid="import-report" alignItems="start">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title data-testid="import-summary">
          {t('csv.summary', { created: report.created, total: report.total, refused: report.refused.length })}
          {report.cancelled && ` ${t('csv.cancelled')}`}
        </Alert.Title>
        {report.ignoredColumns.length > 0 && <Text fontSize="sm">{t('csv.ignoredColumns', { columns: report.ignoredColumns.join(', ') })}</Text>}
        {report.refused.length > 0 && (
          <List.Root fontSize="sm" gap="1">
            {report.refused.map((row) => (
              <List.Item key={row.line} data-testid="import-refused" data-line={row.line}>
                {t('csv.refusedLine', { line: row.line })}{' '}
                {row.reasons.map((r) => (r.field ? `${r.field}: ${r.message}` : r.message)).join('; ')}
              </List.Item>
            ))}
          </List.Root>
        )}
      </Alert.Content>
      <Button size="xs" variant="outline" onClick={onClose} data-testid="import-report-close">{t('csv.close')}</Button>
    </Alert.Root>
  );
}

/** The file's text (UTF-8), through FileReader, which every browser and the test DOM have. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file, 'utf-8');
  });
}
