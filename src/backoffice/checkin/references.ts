import { checkinAppsApi, checkinFormsApi, printerConfigurationsApi, visitorEventsApi } from '../../../runtime/api';
import type { SimpleReference } from '../simple/simpleForm';

/** The links between the check-in resources, as the choices of a reference field. */
const reference = (resource: string, client: { list: unknown }, labelField: string) =>
  ({ resource, list: client.list, labelField }) as SimpleReference;

export const EVENT_REFERENCE = reference('visitorevents', { list: visitorEventsApi.getVisitorEvents }, 'title');
export const FORM_REFERENCE = reference('checkinforms', { list: checkinFormsApi.getCheckinForms }, 'name');
export const PRINTER_REFERENCE = reference('printerconfigurations', { list: printerConfigurationsApi.getPrinterConfigurations }, 'name');
export const APP_REFERENCE = reference('checkinapps', { list: checkinAppsApi.getCheckinApps }, 'name');
