import { Suspense, type ComponentType } from 'react';
import { matchPath, Route, Routes } from 'react-router-dom';
import { Box, Flex } from '@chakra-ui/react';
import { useCurrentUser } from '../../runtime/auth';
import { preloadableLazy, type PreloadableLazy } from '../../runtime/hooks/preloadableLazy';
import { RouteFallback } from '../app/RouteFallback';
import NotFoundPage from '../layout/NotFoundPage';
import { BackofficeHome } from './BackofficeHome';
import { BackofficeNav } from './BackofficeNav';
import { canSee, holds, NAV_ENTRIES, TENANT_ADMIN, TENANT_SETTINGS_PATH } from './navigation';
import { NoPermissionPage } from './NoPermissionPage';

// Each screen loads on demand, so opening the back-office does not download every screen.
const screen = (load: () => Promise<{ default: ComponentType }>) => preloadableLazy(load);
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
const VisitorsPage = screen(() => import('./checkin/VisitorsPage'));
const CheckinEventsPage = screen(() => import('./checkin/EventsPage'));
const CheckinAppsPage = screen(() => import('./checkin/CheckinAppsPage'));
const PrinterConfigurationsPage = screen(() => import('./checkin/PrinterConfigurationsPage'));
const CheckinFormsPage = screen(() => import('./checkin/FormsPage'));
const DevicesPage = screen(() => import('./checkin/DevicesPage'));

/** The screens per navigation entry (sub-path below the entry's path → screen). */
const SCREENS: Record<string, [sub: string, Screen: PreloadableLazy<object>][]> = {
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
  visitors: [['', VisitorsPage]],
  events: [['', CheckinEventsPage]],
  checkinApps: [['', CheckinAppsPage]],
  printerConfigurations: [['', PrinterConfigurationsPage]],
  forms: [['', CheckinFormsPage]],
  externalDevices: [['', DevicesPage]],
};

/** A screen's path below /backoffice, its screen and who may see it; one list for the routes and the preloads. */
interface ScreenRoute {
  path: string;
  Screen: PreloadableLazy<object>;
  allowed: (permissions: readonly string[] | undefined) => boolean;
}

const SCREEN_ROUTES: readonly ScreenRoute[] = [
  { path: TENANT_SETTINGS_PATH, Screen: TenantSettingsPage, allowed: (permissions) => holds(permissions, TENANT_ADMIN) },
  // An entry without a screen has no path (navigation.ts): it is listed, never linked, never routed.
  ...NAV_ENTRIES.flatMap((entry) =>
    (entry.path ? SCREENS[entry.key] ?? [] : []).map(([sub, Screen]) => ({
      path: sub ? `${entry.path}/${sub}` : entry.path!,
      Screen,
      allowed: (permissions: readonly string[] | undefined) => canSee(entry, permissions),
    })),
  ),
];

/**
 * Fetches the code of the screen a direct visit to `pathname` (under /backoffice) shows, so the web app's first render
 * need not suspend on it (src/app/AppRoutes.tsx, preloadRouteOf). Other paths load nothing.
 */
export function preloadBackofficeScreen(pathname: string): Promise<void> {
  return SCREEN_ROUTES.find((route) => matchPath(`/backoffice/${route.path}`, pathname))?.Screen.preload() ?? Promise.resolve();
}

/**
 * `/backoffice/*`: the navigation beside the screen of the chosen entry. A direct visit to an entry (or a screen
 * below it) the user may not see shows the no-permission page; unknown paths the not-found page.
 */
export default function BackofficePage() {
  const permissions = useCurrentUser()?.permissions;
  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap="8" align="start" data-testid="backoffice">
      <BackofficeNav permissions={permissions} />
      <Box flex="1" minWidth="0" width="full">
        <Suspense fallback={<RouteFallback />}>
          <Routes>
            <Route index element={<BackofficeHome />} />
            {SCREEN_ROUTES.map(({ path, Screen, allowed }) => (
              <Route key={path} path={path} element={allowed(permissions) ? <Screen /> : <NoPermissionPage />} />
            ))}
            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </Box>
    </Flex>
  );
}
