import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Heading, NativeSelect, SimpleGrid, Stack, Text, Field } from '@chakra-ui/react';
import { EXPORT_FILES, streamExport, type ExportFile, type ExportProgress } from '../../../runtime/api/backoffice';
import { TransferProgress } from '../common/TransferProgress';
import { isStatus } from '../common/apiError';
import { PageHeader } from '../common/PageHeader';
import { saveFile } from '../../../runtime/ui/saveFile';

type Delimiter = ',' | ';';

/**
 * `export` (EXPORTERS_EXECUTE): products and orders as CSV files for spreadsheet applications (UTF-8 with byte
 * order mark). The separator is a comma by default; a semicolon suits spreadsheets set to German. A download
 * shows rows done of the total while it streams in and can be cancelled.
 */
export default function ExportPage() {
  const { t } = useTranslation('backoffice');
  const [delimiter, setDelimiter] = useState<Delimiter>(',');
  return (
    <Stack gap="4">
      <PageHeader title={t('export.title')} />
      <Text color="fg.muted">{t('export.intro')}</Text>
      <Field.Root maxWidth="xs">
        <Field.Label htmlFor="export-delimiter">{t('export.delimiter')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field id="export-delimiter" name="delimiter" value={delimiter} onChange={(e) => setDelimiter(e.currentTarget.value as Delimiter)}>
            <option value=",">{t('export.comma')}</option>
            <option value=";">{t('export.semicolon')}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {EXPORT_FILES.map((file) => <ExportCard key={file} file={file} delimiter={delimiter} />)}
      </SimpleGrid>
    </Stack>
  );
}

function ExportCard({ file, delimiter }: { file: ExportFile; delimiter: Delimiter }) {
  const { t } = useTranslation('backoffice');
  const [progress, setProgress] = useState<ExportProgress>({ done: 0, total: null });
  const controller = useRef<AbortController | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const download = useMutation({
    mutationFn: () => {
      controller.current = new AbortController();
      setCancelled(false);
      setProgress({ done: 0, total: null });
      return streamExport(file, { delimiter, signal: controller.current.signal, onProgress: setProgress });
    },
    onSuccess: (blob) => saveFile(blob, `${file}-${new Date().toISOString().slice(0, 10)}.csv`),
  });
  return (
    <Card.Root data-testid={`export-${file}`}>
      <Card.Header><Heading as="h2" size="md">{t(`export.files.${file}.title`)}</Heading></Card.Header>
      <Card.Body gap="3">
        <Text>{t(`export.files.${file}.text`)}</Text>
        {download.isPending && (
          <TransferProgress label={t('csv.exporting')} done={progress.done} total={progress.total} onCancel={() => { setCancelled(true); controller.current?.abort(); }} />
        )}
        {download.isError && cancelled && <Text color="fg.muted" role="status" data-testid="export-cancelled">{t('csv.exportCancelled')}</Text>}
        {download.isError && !cancelled && (
          <Alert.Root status="error" data-testid="export-error">
            <Alert.Indicator />
            <Alert.Title>{isStatus(download.error, 403) ? t('errors.forbidden') : t('export.failed')}</Alert.Title>
          </Alert.Root>
        )}
        {download.isSuccess && <Text color="fg.success" role="status" data-testid="export-done">{t('export.done')} {t('csv.exported', { count: progress.done })}</Text>}
      </Card.Body>
      <Card.Footer>
        <Button colorPalette="blue" loading={download.isPending} onClick={() => download.mutate()} data-testid={`download-${file}`}>
          {t('export.download')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
