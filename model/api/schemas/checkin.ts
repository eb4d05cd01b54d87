import { Type, type Static } from '@sinclair/typebox';
import type { Entity } from './common.js';

/**
 * The check-in suite (docs/checkin.md): the visitors expected at an event, the check-in apps on the tablets at the
 * entrance, their printers and the forms they print (badges), and the external devices they run on. Times are
 * epoch milliseconds; ids name other entities of the tenant.
 */
const Id = Type.String({ minLength: 1, maxLength: 100 });
const Text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
const EpochMs = Type.Number({ minimum: 0, description: 'epoch milliseconds' });

/** A badge code: what the barcode on the visitor's badge holds (letters, digits, `-`, `_`, `.`, `:`). */
export const BADGE_CODE_PATTERN = '^[A-Za-z0-9._:-]{1,100}$';

export const VisitorFieldsSchema = Type.Object({
  firstName: Type.String({ minLength: 1, maxLength: 128 }),
  lastName: Type.String({ minLength: 1, maxLength: 128 }),
  company: Text(200),
  email: Type.Optional(Type.Union([Type.Literal(''), Type.String({ format: 'email', maxLength: 320 })])),
  phone: Text(50),
  /** Unique in the tenant; scanning it checks the visitor in. */
  badgeCode: Type.Optional(Type.String({ pattern: BADGE_CODE_PATTERN, maxLength: 100 })),
  /** The visitor event (`/visitorevents`) the visitor is expected at. */
  eventId: Type.Optional(Id),
  /** When the visitor was checked in; absent while expected. */
  checkedInAt: Type.Optional(EpochMs),
  note: Text(2000),
});
export type VisitorFields = Static<typeof VisitorFieldsSchema>;
export type Visitor = Entity<VisitorFields>;

export const PRINTER_CONNECTIONS = ['bluetooth', 'network', 'usb'] as const;

/** How a check-in app reaches its badge printer, and the label it prints on. */
export const PrinterConfigurationFieldsSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  connection: Type.Union(PRINTER_CONNECTIONS.map((c) => Type.Literal(c))),
  /** Host name or IP (network), device address (bluetooth) or name (usb). */
  address: Text(300),
  paperWidthMm: Type.Optional(Type.Integer({ minimum: 10, maximum: 500 })),
  paperHeightMm: Type.Optional(Type.Integer({ minimum: 10, maximum: 1000 })),
  copies: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
});
export type PrinterConfigurationFields = Static<typeof PrinterConfigurationFieldsSchema>;
export type PrinterConfiguration = Entity<PrinterConfigurationFields>;

export const CHECKIN_FORM_KINDS = ['badge', 'registration'] as const;

/** What a check-in app prints (a badge) or asks (a registration form): a template with `{{firstName}}` placeholders. */
export const CheckinFormFieldsSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  kind: Type.Union(CHECKIN_FORM_KINDS.map((k) => Type.Literal(k))),
  description: Text(2000),
  content: Type.String({ maxLength: 100_000 }),
});
export type CheckinFormFields = Static<typeof CheckinFormFieldsSchema>;
export type CheckinForm = Entity<CheckinFormFields>;

/** One check-in app: which event it checks in for, which form it prints on which printer, what it greets with. */
export const CheckinAppFieldsSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  eventId: Type.Optional(Id),
  formId: Type.Optional(Id),
  printerConfigurationId: Type.Optional(Id),
  welcomeText: Text(1000),
  active: Type.Optional(Type.Boolean()),
});
export type CheckinAppFields = Static<typeof CheckinAppFieldsSchema>;
export type CheckinApp = Entity<CheckinAppFields>;

export const DEVICE_TYPES = ['tablet', 'kiosk', 'printer', 'scanner'] as const;

/** A device of the tenant at an entrance: a tablet running a check-in app, a kiosk, a printer or a scanner. */
export const DeviceFieldsSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  type: Type.Union(DEVICE_TYPES.map((t) => Type.Literal(t))),
  serialNumber: Type.Optional(Type.String({ maxLength: 100 })),
  location: Text(300),
  checkinAppId: Type.Optional(Id),
  note: Text(2000),
});
export type DeviceFields = Static<typeof DeviceFieldsSchema>;
export type Device = Entity<DeviceFields>;
