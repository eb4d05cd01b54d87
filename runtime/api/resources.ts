import {
  APPLICATION_VERSIONS, APPLICATIONS, AUDIT_LOG, COMPOUND_WIDGETS, CORPORATIONS, COUNTERS, DATA_RECORDS, DATA_TYPES, ORDERS, PRICE_ZONES, PRODUCTS, PUBLISH_REQUESTS,
  PROJECTS, ROLES, SHOPPING_CARTS, TASKS, USERS, USER_GROUPS,
} from '../../model/resources/descriptors.js';
import { requireParam } from './http.js';
import { createResourceClient } from './resource-client.js';
import type { AuditEntry, Application, CompoundWidget, DataRecord, DataType, DataTypeFields } from '../../model/api/schemas/platform.js';
import type { CreateProject, Project, UpdateProject } from '../../model/api/schemas/projects.js';
import type { CreateRole, Role, RoleFields } from '../../model/api/schemas/roles.js';
import type {
  Corporation, CorporationFields, Counter, CounterFields, Order, OrderFields, PriceZone, PriceZoneFields, Product,
  ProductFields, ShoppingCart, ShoppingCartFields,
} from '../../model/api/schemas/shop.js';
import type { Task, TaskFields } from '../../model/api/schemas/tasks.js';
import type { ApplicationVersion, Publish } from '../../model/api/schemas/versions.js';
import type { CreatePublishRequest, PublishRequest, PublishRequestState } from '../../model/api/schemas/publishRequests.js';
import type { CreateUser, UpdateUser, User } from '../../model/api/schemas/users.js';
import type { CreateUserGroup, UserGroup, UserGroupFields } from '../../model/api/schemas/userGroups.js';
import type { OutboxMail } from '../../model/api/schemas/mail.js';
import { MAIL_OUTBOX } from '../../model/resources/descriptors.js';
import type { ApplicationDocument, CompoundWidgetDocument } from '../../model/document/types.js';
import { CMS_PAGES, FILES, FOLDERS } from '../../model/resources/descriptors.js';
import type { CmsPage, CmsPageFields } from '../../model/api/schemas/cmsPages.js';
import type { FileFields, Folder, FolderFields, StoredFileEntity } from '../../model/api/schemas/files.js';
import { ABSENCES, VISITOR_EVENTS, WORKLOGS } from '../../model/resources/descriptors.js';
import type { Absence, AbsenceFields, VisitorEvent, VisitorEventFields, Worklog, WorklogFields } from '../../model/api/schemas/hr.js';

/**
 * The typed clients of every resource, each the generic factory configured by the resource's descriptor
 * (model/resources/descriptors.ts; docs/api.md: the shop, planning and the platform resources). Reads of resources
 * public to read (products, price zones, compound widgets) send no token; everything else does.
 */
export const productsApi = createResourceClient<Product, ProductFields>()(PRODUCTS);
export const priceZonesApi = createResourceClient<PriceZone, PriceZoneFields>()(PRICE_ZONES);
export const corporationsApi = createResourceClient<Corporation, CorporationFields>()(CORPORATIONS);
export const countersApi = createResourceClient<Counter, CounterFields>()(COUNTERS);
export const ordersApi = createResourceClient<Order, OrderFields>()(ORDERS);
export const rolesApi = createResourceClient<Role, CreateRole, RoleFields>()(ROLES);
export const shoppingCartsApi = createResourceClient<ShoppingCart, ShoppingCartFields>()(SHOPPING_CARTS);
export const projectsApi = createResourceClient<Project, CreateProject, UpdateProject>()(PROJECTS);
export const usersApi = createResourceClient<User, CreateUser, UpdateUser>()(USERS);
export const applicationsApi = createResourceClient<Application, ApplicationDocument>()(APPLICATIONS);
export const compoundWidgetsApi = createResourceClient<CompoundWidget, CompoundWidgetDocument>()(COMPOUND_WIDGETS);
export const dataTypesApi = createResourceClient<DataType, DataTypeFields>()(DATA_TYPES);
/** Resource planning tasks (any signed-in user; without TENANT_ADMIN only tasks assigned to the caller change). */
export const tasksApi = createResourceClient<Task, TaskFields>()(TASKS);
/** Published versions (docs/publishing.md): reads (APPLICATIONS_READ) and create, which publishes; no update or delete. */
export const applicationVersionsApi = createResourceClient<ApplicationVersion, Publish>()(APPLICATION_VERSIONS);
/** Publish requests (docs/publishing.md): ask (APPLICATIONS_WRITE), approve or reject with a PATCH of `state`. */
export const publishRequestsApi = createResourceClient<PublishRequest, CreatePublishRequest, { state: PublishRequestState }>()(PUBLISH_REQUESTS);
/** Read-only on the server: only the read methods answer (AUDIT_READ). */
export const auditLogApi = createResourceClient<AuditEntry, never>()(AUDIT_LOG);
export const userGroupsApi = createResourceClient<UserGroup, CreateUserGroup, UserGroupFields>()(USER_GROUPS);
/** The mail outbox (EMAILS_READ), read-only: what the server would have mailed without an SMTP server. */
export const mailOutboxApi = createResourceClient<OutboxMail, never>()(MAIL_OUTBOX);

const dataRecordClients = new Map<string, ReturnType<typeof createDataRecordsClient>>();
const createDataRecordsClient = (typePath: string) => createResourceClient<DataRecord, Record<string, unknown>>()(DATA_RECORDS, { typePath });

/** The records of one data type, at /data/{typePath}: `dataRecordsApi('contacts').getDataRecords()`. */
export function dataRecordsApi(typePath: string): ReturnType<typeof createDataRecordsClient> {
  requireParam(typePath, 'typePath', 'dataRecordsApi');
  let client = dataRecordClients.get(typePath);
  if (!client) dataRecordClients.set(typePath, (client = createDataRecordsClient(typePath)));
  return client;
}

export const { getProducts, getProduct, countProducts, existsProduct, createProduct, putProduct, patchProduct, deleteProduct, deleteManyProducts, searchProducts } = productsApi;
export const { getPriceZones, getPriceZone, countPriceZones, existsPriceZone, createPriceZone, putPriceZone, patchPriceZone, deletePriceZone, deleteManyPriceZones, searchPriceZones } = priceZonesApi;
export const { getCorporations, getCorporation, countCorporations, existsCorporation, createCorporation, putCorporation, patchCorporation, deleteCorporation, deleteManyCorporations, searchCorporations } = corporationsApi;
export const { getCounters, getCounter, countCounters, existsCounter, createCounter, putCounter, patchCounter, deleteCounter, deleteManyCounters, searchCounters } = countersApi;
export const { getOrders, getOrder, countOrders, existsOrder, createOrder, putOrder, patchOrder, deleteOrder, deleteManyOrders, searchOrders } = ordersApi;
export const { getRoles, getRole, countRoles, existsRole, createRole, putRole, patchRole, deleteRole, deleteManyRoles, searchRoles } = rolesApi;
export const { getShoppingCarts, getShoppingCart, countShoppingCarts, existsShoppingCart, createShoppingCart, putShoppingCart, patchShoppingCart, deleteShoppingCart, deleteManyShoppingCarts, searchShoppingCarts } = shoppingCartsApi;
export const { getProjects, getProject, countProjects, existsProject, createProject, putProject, patchProject, deleteProject, deleteManyProjects, searchProjects } = projectsApi;
export const { getUsers, getUser, countUsers, existsUser, createUser, putUser, patchUser, deleteUser, deleteManyUsers, searchUsers } = usersApi;
export const { getApplications, getApplication, countApplications, existsApplication, createApplication, putApplication, patchApplication, deleteApplication, deleteManyApplications, searchApplications } = applicationsApi;
export const { getCompoundWidgets, getCompoundWidget, countCompoundWidgets, existsCompoundWidget, createCompoundWidget, putCompoundWidget, patchCompoundWidget, deleteCompoundWidget, deleteManyCompoundWidgets, searchCompoundWidgets } = compoundWidgetsApi;
export const { getDataTypes, getDataType, countDataTypes, existsDataType, createDataType, putDataType, patchDataType, deleteDataType, deleteManyDataTypes, searchDataTypes } = dataTypesApi;
export const { getTasks, getTask, countTasks, existsTask, createTask, putTask, patchTask, deleteTask, deleteManyTasks, searchTasks } = tasksApi;
export const { getApplicationVersions, getApplicationVersion, countApplicationVersions, existsApplicationVersion, searchApplicationVersions } = applicationVersionsApi;
/** Publishes the draft (`{applicationId, note?, draftVersion?}`) or, with `fromVersion`, an earlier version again. */
export const publishApplication = applicationVersionsApi.createApplicationVersion;
export const { createPublishRequest, patchPublishRequest, searchPublishRequests } = publishRequestsApi;
export const { getAuditEntries, getAuditEntry, countAuditEntries, existsAuditEntry, searchAuditEntries } = auditLogApi;
/** The file store's metadata (docs/files.md); the bytes go through `uploadFile` (runtime/api/files.ts). */
export const filesApi = createResourceClient<StoredFileEntity, FileFields>()(FILES);
export const foldersApi = createResourceClient<Folder, FolderFields>()(FOLDERS);
export const { getUserGroups, getUserGroup, countUserGroups, existsUserGroup, createUserGroup, putUserGroup, patchUserGroup, deleteUserGroup, deleteManyUserGroups, searchUserGroups } = userGroupsApi;
export const { getOutboxMails, getOutboxMail, countOutboxMails, existsOutboxMail, searchOutboxMails } = mailOutboxApi;

/** Contacts and their custom fields (docs/users-and-contacts.md): CONTACTS_READ to read, CONTACTS_WRITE to write. */
import { CONTACT_CUSTOM_FIELDS, CONTACTS } from '../../model/resources/descriptors.js';
import type { Contact, ContactCustomField, ContactCustomFieldFields, ContactFields } from '../../model/api/schemas/contacts.js';
export const contactsApi = createResourceClient<Contact, ContactFields>()(CONTACTS);
export const contactCustomFieldsApi = createResourceClient<ContactCustomField, ContactCustomFieldFields>()(CONTACT_CUSTOM_FIELDS);
export const { getContacts, getContact, countContacts, existsContact, createContact, putContact, patchContact, deleteContact, deleteManyContacts, searchContacts } = contactsApi;
/** The standard search of contacts under its own name. */
export const performContactSearch = searchContacts;
export const { getContactCustomFields, getContactCustomField, createContactCustomField, putContactCustomField, patchContactCustomField, deleteContactCustomField, deleteManyContactCustomFields } = contactCustomFieldsApi;

/** Time and HR (docs/hr.md): worklogs and absences are the caller's own unless it may see everybody's. */
export const worklogsApi = createResourceClient<Worklog, WorklogFields>()(WORKLOGS);
export const absencesApi = createResourceClient<Absence, AbsenceFields>()(ABSENCES);
export const visitorEventsApi = createResourceClient<VisitorEvent, VisitorEventFields>()(VISITOR_EVENTS);
export const { getWorklogs, getWorklog, createWorklog, patchWorklog, deleteWorklog, deleteManyWorklogs, searchWorklogs } = worklogsApi;
export const { getAbsences, createAbsence, patchAbsence, deleteAbsence, searchAbsences } = absencesApi;
export const { getVisitorEvents, createVisitorEvent, searchVisitorEvents } = visitorEventsApi;
export const { getFiles, getFile, countFiles, existsFile, createFile, putFile, patchFile, deleteFile, deleteManyFiles, searchFiles } = filesApi;
export const { getFolders, getFolder, countFolders, existsFolder, createFolder, putFolder, patchFolder, deleteFolder, deleteManyFolders, searchFolders } = foldersApi;
/** CMS pages (CMS_READ / CMS_WRITE), shown by the CmsPage widget. */
export const cmsPagesApi = createResourceClient<CmsPage, CmsPageFields>()(CMS_PAGES);
export const { getCmsPages, getCmsPage, countCmsPages, existsCmsPage, createCmsPage, putCmsPage, patchCmsPage, deleteCmsPage, deleteManyCmsPages, searchCmsPages } = cmsPagesApi;
/** PDF templates, translation overrides and mailing lists of the back-office (docs/backoffice.md). */
import { MAILING_LISTS, PDF_TEMPLATES, TRANSLATION_OVERRIDES } from '../../model/resources/descriptors.js';
import type { MailingList, MailingListFields, PdfTemplate, PdfTemplateFields, TranslationOverride, TranslationOverrideFields } from '../../model/api/schemas/contentTools.js';
export const pdfTemplatesApi = createResourceClient<PdfTemplate, PdfTemplateFields>()(PDF_TEMPLATES);
export const translationOverridesApi = createResourceClient<TranslationOverride, TranslationOverrideFields>()(TRANSLATION_OVERRIDES);
export const mailingListsApi = createResourceClient<MailingList, MailingListFields>()(MAILING_LISTS);
export const { getPdfTemplates, getPdfTemplate, countPdfTemplates, existsPdfTemplate, createPdfTemplate, putPdfTemplate, patchPdfTemplate, deletePdfTemplate, deleteManyPdfTemplates, searchPdfTemplates } = pdfTemplatesApi;
export const { getTranslationOverrides, getTranslationOverride, countTranslationOverrides, existsTranslationOverride, createTranslationOverride, putTranslationOverride, patchTranslationOverride, deleteTranslationOverride, deleteManyTranslationOverrides, searchTranslationOverrides } = translationOverridesApi;
export const { getMailingLists, getMailingList, countMailingLists, existsMailingList, createMailingList, putMailingList, patchMailingList, deleteMailingList, deleteManyMailingLists, searchMailingLists } = mailingListsApi;
/** Opt-ins (OPT_IN_WRITE), workflows and workflow runs (docs/api.md, Opt-ins and Workflows). */
import { OPT_INS, WORKFLOW_RUNS, WORKFLOWS } from '../../model/resources/descriptors.js';
import type { OptIn, OptInFields } from '../../model/api/schemas/optins.js';
import type { Workflow, WorkflowFields, WorkflowRun, WorkflowRunFields } from '../../model/api/schemas/workflows.js';
export const optInsApi = createResourceClient<OptIn, OptInFields>()(OPT_INS);
export const workflowsApi = createResourceClient<Workflow, WorkflowFields>()(WORKFLOWS);
export const workflowRunsApi = createResourceClient<WorkflowRun, WorkflowRunFields>()(WORKFLOW_RUNS);
export const { getOptIns, getOptIn, countOptIns, existsOptIn, createOptIn, putOptIn, patchOptIn, deleteOptIn, deleteManyOptIns, searchOptIns } = optInsApi;
export const { getWorkflows, getWorkflow, countWorkflows, existsWorkflow, createWorkflow, putWorkflow, patchWorkflow, deleteWorkflow, deleteManyWorkflows, searchWorkflows } = workflowsApi;
/** The number of workflows under a search, the generic count under its own name. */
export const getWorkflowsCount = countWorkflows;
export const { getWorkflowRuns, getWorkflowRun, countWorkflowRuns, existsWorkflowRun, createWorkflowRun, putWorkflowRun, patchWorkflowRun, deleteWorkflowRun, deleteManyWorkflowRuns, searchWorkflowRuns } = workflowRunsApi;
/** The check-in suite (docs/checkin.md): CHECKIN_READ / CHECKIN_WRITE; external devices DEVICES_READ / DEVICES_WRITE. */
import { CHECKIN_APPS, CHECKIN_FORMS, DEVICES, PRINTER_CONFIGURATIONS, VISITORS } from '../../model/resources/descriptors.js';
import type {
  CheckinApp, CheckinAppFields, CheckinForm, CheckinFormFields, Device, DeviceFields, PrinterConfiguration, PrinterConfigurationFields, Visitor, VisitorFields,
} from '../../model/api/schemas/checkin.js';
export const visitorsApi = createResourceClient<Visitor, VisitorFields>()(VISITORS);
export const checkinAppsApi = createResourceClient<CheckinApp, CheckinAppFields>()(CHECKIN_APPS);
export const printerConfigurationsApi = createResourceClient<PrinterConfiguration, PrinterConfigurationFields>()(PRINTER_CONFIGURATIONS);
export const checkinFormsApi = createResourceClient<CheckinForm, CheckinFormFields>()(CHECKIN_FORMS);
export const devicesApi = createResourceClient<Device, DeviceFields>()(DEVICES);
export const { getVisitors, getVisitor, countVisitors, existsVisitor, createVisitor, putVisitor, patchVisitor, deleteVisitor, deleteManyVisitors, searchVisitors } = visitorsApi;
export const { getCheckinApps, getCheckinApp, countCheckinApps, existsCheckinApp, createCheckinApp, putCheckinApp, patchCheckinApp, deleteCheckinApp, deleteManyCheckinApps, searchCheckinApps } = checkinAppsApi;
export const { getPrinterConfigurations, getPrinterConfiguration, countPrinterConfigurations, existsPrinterConfiguration, createPrinterConfiguration, putPrinterConfiguration, patchPrinterConfiguration, deletePrinterConfiguration, deleteManyPrinterConfigurations, searchPrinterConfigurations } = printerConfigurationsApi;
export const { getCheckinForms, getCheckinForm, countCheckinForms, existsCheckinForm, createCheckinForm, putCheckinForm, patchCheckinForm, deleteCheckinForm, deleteManyCheckinForms, searchCheckinForms } = checkinFormsApi;
export const { getDevices, getDevice, countDevices, existsDevice, createDevice, putDevice, patchDevice, deleteDevice, deleteManyDevices, searchDevices } = devicesApi;
