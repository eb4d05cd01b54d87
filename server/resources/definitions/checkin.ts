import {
  CheckinAppFieldsSchema, CheckinFormFieldsSchema, DeviceFieldsSchema, PrinterConfigurationFieldsSchema, VisitorFieldsSchema,
} from '../../../model/api/schemas/checkin.js';
import { CHECKIN_APPS, CHECKIN_FORMS, DEVICES, PRINTER_CONFIGURATIONS, VISITORS } from '../../../model/resources/descriptors.js';
import { invalidField } from '../../http/errors.js';
import { findRowsByIds } from '../core/store.js';
import type { ResourceDefinition, ResourceHooks, ResourceRoutes } from '../core/types.js';

/**
 * The check-in suite (docs/checkin.md): five plain resources of the generic set. Their links to each other (a
 * visitor's event, an app's form and printer, a device's app) must name an entity of the tenant: 400 naming the
 * field otherwise, so a screen never shows a link into nothing. A badge code is unique in the tenant (409).
 */
function referencesExist(references: Record<string, string>): ResourceHooks['prepare'] {
  return async (data, { ctx, tx }) => {
    for (const [field, resource] of Object.entries(references)) {
      const id = data[field];
      if (typeof id !== 'string') continue;
      const [found] = await findRowsByIds(ctx.db, { tenantId: ctx.tenantId, resource }, [id], tx);
      if (!found) throw invalidField(field, `names no ${resource} entity`);
    }
    return data;
  };
}

const visitors: ResourceDefinition = {
  name: 'visitors',
  schema: VisitorFieldsSchema,
  searchable: ['firstName', 'lastName', 'company', 'email', 'badgeCode'],
  unique: [{ field: 'badgeCode' }],
  replacements: { eventId: 'visitorevents' },
  defaultSort: VISITORS.defaultSort,
  hooks: { prepare: referencesExist({ eventId: 'visitorevents' }) },
};

const printerConfigurations: ResourceDefinition = {
  name: 'printerconfigurations',
  schema: PrinterConfigurationFieldsSchema,
  searchable: ['name', 'address'],
  unique: [{ field: 'name' }],
  defaultSort: PRINTER_CONFIGURATIONS.defaultSort,
};

const checkinForms: ResourceDefinition = {
  name: 'checkinforms',
  schema: CheckinFormFieldsSchema,
  searchable: ['name', 'description'],
  unique: [{ field: 'name' }],
  defaultSort: CHECKIN_FORMS.defaultSort,
};

const checkinApps: ResourceDefinition = {
  name: 'checkinapps',
  schema: CheckinAppFieldsSchema,
  searchable: ['name', 'welcomeText'],
  unique: [{ field: 'name' }],
  replacements: { eventId: 'visitorevents', formId: 'checkinforms', printerConfigurationId: 'printerconfigurations' },
  defaultSort: CHECKIN_APPS.defaultSort,
  hooks: { prepare: referencesExist({ eventId: 'visitorevents', formId: 'checkinforms', printerConfigurationId: 'printerconfigurations' }) },
};

const devices: ResourceDefinition = {
  name: 'devices',
  schema: DeviceFieldsSchema,
  searchable: ['name', 'serialNumber', 'location'],
  unique: [{ field: 'serialNumber' }],
  replacements: { checkinAppId: 'checkinapps' },
  defaultSort: DEVICES.defaultSort,
  hooks: { prepare: referencesExist({ checkinAppId: 'checkinapps' }) },
};

export const checkinRoutes: ResourceRoutes[] = [
  { descriptor: VISITORS, definition: visitors },
  { descriptor: CHECKIN_APPS, definition: checkinApps },
  { descriptor: PRINTER_CONFIGURATIONS, definition: printerConfigurations },
  { descriptor: CHECKIN_FORMS, definition: checkinForms },
  { descriptor: DEVICES, definition: devices },
];
