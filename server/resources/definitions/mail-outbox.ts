import { Type } from '@sinclair/typebox';
import { MAIL_OUTBOX } from '../../../model/resources/descriptors.js';
import type { ResourceDefinition, ResourceRoutes } from '../core/types.js';

/** The mail outbox (written by server/mail/send.ts when no SMTP server is set), read-only through the generic resource. */
export const mailOutbox: ResourceDefinition = {
  name: 'mailoutbox',
  schema: Type.Object({}),
  searchable: ['to', 'subject'],
  defaultSort: MAIL_OUTBOX.defaultSort,
};

export const mailOutboxRoutes: ResourceRoutes[] = [
  { descriptor: MAIL_OUTBOX, definition: mailOutbox },
];
