/**
 * The settings of a widget whose type this editor does not know: shown as they are, read-only. They are kept
 * untouched on save (unknown types survive load and save; docs/architecture.md).
 */
import { useTranslation } from 'react-i18next';
import { Box, Code, Text } from '@chakra-ui/react';
import type { Settings } from '../../../model/document/types';

export function RawSettings({ type, settings }: { type: string; settings: Settings | undefined }) {
  const { t } = useTranslation('editor-panels');
  return (
    <Box data-testid="raw-settings">
      <Text fontSize="sm" color="fg.warning" marginBottom="2">
        {t('properties.unknownType', { type })}
      </Text>
      <Code as="pre" display="block" whiteSpace="pre-wrap" padding="2" fontSize="xs" aria-readonly="true" data-testid="raw-settings-json">
        {JSON.stringify(settings ?? {}, null, 2)}
      </Code>
    </Box>
  );
}
