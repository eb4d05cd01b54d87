import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { Alert, Badge, Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { Page } from '../../model/api/schemas';

interface EntitySectionProps<T> {
  title: string;
  emptyText: string;
  errorText: string;
  query: UseQueryResult<Page<T>>;
  renderItem(item: T): ReactNode;
  testId: string;
}

/** One titled list of the overview with its loading, failure (with retry) and empty states. */
export function EntitySection<T extends { id: string }>({ title, emptyText, errorText, query, renderItem, testId }: EntitySectionProps<T>) {
  const { t } = useTranslation();
  return (
    <Stack as="section" gap="3" data-testid={testId} aria-busy={query.isPending}>
      <HStack>
        <Heading as="h2" size="lg">{title}</Heading>
        {query.data && <Badge>{query.data.totalElements}</Badge>}
      </HStack>
      {query.isPending && <Spinner role="status" aria-label={t('app.loading')} />}
      {query.isError && (
        <Alert.Root status="warning" data-testid={`${testId}-error`}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{errorText}</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>{t('home.retry')}</Button>
        </Alert.Root>
      )}
      {query.data && query.data.elements.length === 0 && (
        <Text color="fg.muted" data-testid={`${testId}-empty`}>{emptyText}</Text>
      )}
      {query.data && query.data.elements.length > 0 && (
        <Stack as="ul" gap="2" listStyleType="none">
          {query.data.elements.map((item) => <li key={item.id}>{renderItem(item)}</li>)}
        </Stack>
      )}
    </Stack>
  );
}
