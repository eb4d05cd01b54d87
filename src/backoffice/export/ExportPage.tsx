import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Heading, NativeSelect, SimpleGrid, Stack, Text, Field } from '@chakra-ui/react';
import { downloadExport, EXPORT_FILES, type ExportFile } from '../../../runtime/api/backoffice';
import { isStatus } from '../common/apiError';
import { PageHeader } from '../common/PageHeader';
import { saveFile } from '../../../runtime/ui/saveFile';

type Delimiter = ',' | ';';

/**
 * `export` (EXPORTERS_EXECUTE): products and orders as CSV files for spreadsheet applications (UTF-8 with byte
 * order mark). The separator is a comma by default; a semicolon suits spreadsheets set to German.
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
  const download = useMutation({
    mutationFn: () => downloadExport(file, { delimiter }),
    onSuccess: (blob) => saveFile(blob, `${file}-${new Date().toISOString().slice(0, 10)}.csv`),
  });
  return (
    <Card.Root data-testid={`export-${file}`}>
      <Card.Header><Heading as="h2" size="md">{t(`export.files.${file}.title`)}</Heading></Card.Header>
      <Card.Body gap="3">
        <Text>{t(`export.files.${file}.text`)}</Text>
        {download.isError && (
          <Alert.Root status="error" data-testid="export-error">
            <Alert.Indicator />
            <Alert.Title>{isStatus(download.error, 403) ? t('errors.forbidden') : t('export.failed')}</Alert.Title>
          </Alert.Root>
        )}
        {download.isSuccess && <Text color="fg.success" role="status" data-testid="export-done">{t('export.done')}</Text>}
      </Card.Body>
      <Card.Footer>
        <Button colorPalette="blue" loading={download.isPending} onClick={() => download.mutate()} data-testid={`download-${file}`}>
          {t('export.download')}
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
