import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Box, Flex } from '@chakra-ui/react';
import { useCurrentUser } from '../../runtime/auth';
import { RouteFallback } from '../app/RouteFallback';
import NotFoundPage from '../layout/NotFoundPage';
import { BackofficeHome } from './BackofficeHome';
import { BackofficeNav, useEntryLabel } from './BackofficeNav';
import { ComingSoonPage } from './ComingSoonPage';
import { canSee, holds, NAV_ENTRIES, TENANT_ADMIN, TENANT_SETTINGS_PATH } from './navigation';
import { NoPermissionPage } from './NoPermissionPage';

// Each screen loads on demand, so opening the back-office does not download every screen.
const screen = (load: () => Promise<{ default: ComponentType }>) => lazy(load);
const ProductListPage = screen(() => import('./products/ProductListPage'));
const ProductEditPage = screen(() => import('./products/ProductEditPage'));
const OrderListPage = screen(() => import('./orders/OrderListPage'));
const OrderDetailPage = screen(() => import('./orders/OrderDetailPage'));
const PriceZonesPage = screen(() => import('./pricezones/PriceZonesPage'));
const SuppliersPage = screen(() => import('./suppliers/SuppliersPage'));
const ExportPage = screen(() => import('./export/ExportPage'));
const AuditLogPage = screen(() => import('./auditlog/AuditLogPage'));
const ServiceTokensPage = screen(() => import('./servicetokens/ServiceTokensPage'));
const TenantSettingsPage = screen(() => import('./tenant/TenantSettingsPage'));
const OutboxPage = screen(() => import('./email/OutboxPage'));
const CalendarsPage = screen(() => import('./calendars/CalendarsPage'));
const CalendarEventsPage = screen(() => import('./calendars/CalendarEventsPage'));
const CmsPagesPage = screen(() => import('./cms/CmsPagesPage'));
const ContactsPage = screen(() => import('./contacts/ContactsPage'));
const ContactCustomFieldsPage = screen(() => import('./contacts/ContactCustomFieldsPage'));
const CustomersPage = screen(() => import('./customers/CustomersPage'));
const ApplicationsPage = screen(() => import('./applications/ApplicationsPage'));
const FilesPage = screen(() => import('./files/FilesPage'));
const FoldersPage = screen(() => import('./files/FoldersPage'));
const PdfTemplatesPage = screen(() => import('./pdftemplates/PdfTemplatesPage'));
const TranslationOverridesPage = screen(() => import('./i18n/TranslationOverridesPage'));
const MailingListsPage = screen(() => import('./marketing/MailingListsPage'));
const TaskQueuePage = screen(() => import('./taskqueue/TaskQueuePage'));
const OptInsPage = screen(() => import('./optins/OptInsPage'));
const WorkflowsPage = screen(() => import('./workflows/WorkflowsPage'));

/** The working screens per navigation entry (sub-path below the entry's path → screen); the rest are "coming soon". */
const SCREENS: Record<string, [sub: string, Screen: LazyExoticComponent<ComponentType>][]> = {
  products: [['', ProductListPage], ['new', ProductEditPage], [':id', ProductEditPage]],
  orders: [['', OrderListPage], [':id', OrderDetailPage]],
  priceZones: [['', PriceZonesPage]],
  supplier: [['', SuppliersPage]],
  dataExport: [['', ExportPage]],
  auditLog: [['', AuditLogPage]],
  serviceTokens: [['', ServiceTokensPage]],
  email: [['', OutboxPage]],
  calendars: [['', CalendarsPage], [':calendarId/events', CalendarEventsPage]],
  cmsPages: [['', CmsPagesPage]],
  contacts: [['', ContactsPage], ['custom-fields', ContactCustomFieldsPage]],
  customers: [['', CustomersPage]],
  applications: [['', ApplicationsPage]],
  files: [['', FilesPage], ['folders', FoldersPage]],
  pdfTemplates: [['', PdfTemplatesPage]],
  internationalization: [['', TranslationOverridesPage]],
  marketing: [['', MailingListsPage]],
  taskQueue: [['', TaskQueuePage]],
  optIns: [['', OptInsPage]],
  workflows: [['', WorkflowsPage]],
};

/**
 * `/backoffice/*`: the navigation beside the screen of the chosen entry. A direct visit to an entry (or a screen
 * below it) the user may not see shows the no-permission page; unknown paths the not-found page.
 */
export default function BackofficePage() {
  const permissions = useCurrentUser()?.permissions;
  const label = useEntryLabel();
  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap="8" align="start" data-testid="backoffice">
      <BackofficeNav permissions={permissions} />
      <Box flex="1" minWidth="0" width="full">
        <Suspense fallback={<RouteFallback />}>
          <Routes>
            <Route index element={<BackofficeHome />} />
            <Route path={TENANT_SETTINGS_PATH} element={holds(permissions, TENANT_ADMIN) ? <TenantSettingsPage /> : <NoPermissionPage />} />
            {NAV_ENTRIES.flatMap((entry) => {
              if (!entry.path) return [];
              const allowed = canSee(entry, permissions);
              const screens = SCREENS[entry.key] ?? [['', () => <ComingSoonPage title={label(entry)} />]];
              return screens.map(([sub, Screen]) => (
                <Route
                  key={`${entry.key}/${sub}`}
                  path={sub ? `${entry.path}/${sub}` : entry.path!}
                  element={allowed ? <Screen /> : <NoPermissionPage />}
                />
              ));
            })}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </Box>
    </Flex>
  );
}
