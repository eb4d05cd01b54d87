import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Link, Stack, Text } from '@chakra-ui/react';
import { visibleNavigation, type NavEntry } from './navigation';

/** The label of an entry in the current language (or its fixed label). */
export function useEntryLabel() {
  const { t } = useTranslation('backoffice');
  return (entry: NavEntry) => entry.fixedLabel ?? t(`nav.entries.${entry.key}`);
}

/**
 * The back-office menu: section dividers and the entries the user may see. Routed entries are links carrying the
 * `nav-entry` test hook; entries without a route are listed greyed out (see navigation.ts).
 */
export function BackofficeNav({ permissions }: { permissions: readonly string[] | undefined }) {
  const { t } = useTranslation('backoffice');
  const label = useEntryLabel();
  return (
    <Box as="nav" aria-label={t('nav.label')} width={{ base: 'full', md: '64' }} flexShrink={0} data-testid="backoffice-nav">
      <Stack gap="4">
        {visibleNavigation(permissions).map((section) => (
          <Stack key={section.key} gap="1" role="group" aria-labelledby={`nav-section-${section.key}`}>
            <Text
              id={`nav-section-${section.key}`}
              fontSize="xs"
              fontWeight="semibold"
              textTransform="uppercase"
              letterSpacing="wide"
              color="fg.muted"
              borderBottomWidth="1px"
              paddingBottom="1"
              data-testid="nav-section"
              data-section={section.key}
            >
              {t(`nav.sections.${section.key}`)}
            </Text>
            {section.entries.map((entry) =>
              entry.path ? (
                <Link
                  key={entry.key}
                  asChild
                  paddingX="2"
                  paddingY="1"
                  borderRadius="md"
                  _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
                  _currentPage={{ bg: 'colorPalette.subtle', color: 'colorPalette.fg', fontWeight: 'semibold' }}
                  colorPalette="blue"
                >
                  <NavLink to={`/backoffice/${entry.path}`} data-testid="nav-entry" data-path={entry.path}>
                    {label(entry)}
                  </NavLink>
                </Link>
              ) : (
                <Text
                  key={entry.key}
                  paddingX="2"
                  paddingY="1"
                  color="fg.subtle"
                  aria-disabled="true"
                  title={t('nav.unavailable')}
                  data-testid="nav-entry-unavailable"
                  data-entry={entry.key}
                >
                  {label(entry)}
                </Text>
              ),
            )}
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
