import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button } from '@chakra-ui/react';
import { uploadFile } from '../../../runtime/api';
import { isStatus } from '../common/apiError';
import { useInvalidate } from '../common/queries';

/** Uploads the chosen files one after the other into the file store; says why the server refused one. */
export function FileUploadButton() {
  const { t } = useTranslation('backoffice');
  const input = useRef<HTMLInputElement>(null);
  const invalidate = useInvalidate();
  const upload = useMutation({
    mutationFn: async (files: File[]) => {
      for (const file of files) await uploadFile(file);
    },
    onSettled: () => invalidate('files'),
  });
  const reason = isStatus(upload.error, 413) ? t('files.tooLarge') : isStatus(upload.error, 415) ? t('files.wrongType') : t('errors.save');
  return (
    <>
      {upload.isError && (
        <Alert.Root status="error" size="sm" data-testid="upload-error"><Alert.Indicator /><Alert.Title>{reason}</Alert.Title></Alert.Root>
      )}
      <input
        ref={input}
        type="file"
        multiple
        hidden
        data-testid="file-input"
        onChange={(e) => {
          const files = [...(e.currentTarget.files ?? [])];
          e.currentTarget.value = '';
          if (files.length > 0) upload.mutate(files);
        }}
      />
      <Button colorPalette="blue" loading={upload.isPending} onClick={() => input.current?.click()} data-testid="upload-file">{t('files.upload')}</Button>
    </>
  );
}
