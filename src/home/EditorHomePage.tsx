import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Card, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { EntitySection } from './EntitySection';
import type { Application, Project } from '../../model/api/schemas';
import { useEntityList } from './useEntityList';
import { ApplicationItemActions, ApplicationKindBadge } from './applications/ApplicationItemActions';
import { CreateApplicationButton } from './applications/CreateApplicationButton';

/** `/editor`: the builder's projects and applications; an application opens in the editor or the preview. */
export default function EditorHomePage() {
  const { t } = useTranslation();
  const projects = useEntityList<Project>('projects');
  const applications = useEntityList<Application>('applications');
  const projectName = new Map(projects.data?.elements.map((p) => [p.id, p.name || p.id]));
  const appCount = (projectId: string) => applications.data?.elements.filter((a) => a.projectId === projectId).length ?? 0;

  return (
    <Stack gap="8" maxWidth="6xl" marginX="auto">
      <HStack justifyContent="space-between" flexWrap="wrap" gap="3">
        <Heading as="h1" size="2xl">{t('home.title')}</Heading>
        <CreateApplicationButton projects={projects.data?.elements ?? []} />
      </HStack>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="8" alignItems="start">
        <EntitySection
          testId="projects"
          title={t('home.projects')}
          emptyText={t('home.noProjects')}
          errorText={t('home.loadProjectsFailed')}
          query={projects}
          renderItem={(project) => (
            <Card.Root size="sm" data-testid="project-item" data-project-id={project.id}>
              <Card.Body>
                <Text fontWeight="semibold">{project.name || t('home.untitled')}</Text>
                <Text color="fg.muted" fontSize="sm">{t('home.applicationCount', { count: appCount(project.id) })}</Text>
              </Card.Body>
            </Card.Root>
          )}
        />
        <EntitySection
          testId="applications"
          title={t('home.applications')}
          emptyText={t('home.noApplications')}
          errorText={t('home.loadApplicationsFailed')}
          query={applications}
          renderItem={(app) => (
            <Card.Root size="sm" data-testid="application-item" data-app-id={app.id}>
              <Card.Body gap="1">
                <Text fontWeight="semibold">{app.name || t('home.untitled')}</Text>
                <ApplicationKindBadge app={app} />
                <Text color="fg.muted" fontSize="sm" data-testid="application-domain">
                  {app.domain || t('home.noDomain')}
                  {app.projectId && projectName.has(app.projectId) ? ` · ${t('home.inProject', { name: projectName.get(app.projectId) })}` : ''}
                </Text>
                <HStack marginTop="2">
                  <Button asChild size="xs" colorPalette="blue" data-testid="open-editor">
                    <RouterLink to={`/editor/apps/${encodeURIComponent(app.id)}`}>{t('home.openEditor')}</RouterLink>
                  </Button>
                  <Button asChild size="xs" variant="outline" data-testid="open-preview">
                    <RouterLink to={`/apps/preview/${encodeURIComponent(app.id)}/`}>{t('home.preview')}</RouterLink>
                  </Button>
                  <ApplicationItemActions app={app} projects={projects.data?.elements ?? []} />
                </HStack>
              </Card.Body>
            </Card.Root>
          )}
        />
      </SimpleGrid>
    </Stack>
  );
}
