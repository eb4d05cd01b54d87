import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { visitorsApi } from '../../../runtime/api';
import { useCurrentUser } from '../../../runtime/auth';
import { nativeBridge } from '../../../runtime/native/bridge';
import { VisitorFieldsSchema, type Visitor } from '../../../model/api/schemas/checkin';
import { grants } from '../../../model/resources/access';
import { VISITORS } from '../../../model/resources/descriptors';
import { resourceKey } from '../common/queries';
import { simpleApi } from '../simple/simpleApi';
import type { SimpleField } from '../simple/simpleForm';
import { SimpleResourcePage, type SimpleResourceConfig } from '../simple/SimpleResourcePage';
import { EVENT_REFERENCE } from './references';
import { useNativeAction, type NativeNotice } from './useNativeAction';

const FIELDS: SimpleField[] = [
  { name: 'firstName', inList: true, sortable: true },
  { name: 'lastName', inList: true, sortable: true },
  { name: 'company', inList: true, sortable: true },
  { name: 'email' },
  { name: 'phone' },
  { name: 'badgeCode', inList: true, sortable: true },
  { name: 'eventId', kind: 'reference', reference: EVENT_REFERENCE, inList: true },
  { name: 'checkedInAt', kind: 'datetime', inList: true, sortable: true, listOnly: true },
  { name: 'note', kind: 'textarea' },
];

const api = simpleApi<Visitor>(VISITORS, visitorsApi);
const nameOf = (visitor: Visitor) => `${visitor.firstName} ${visitor.lastName}`;

/**
 * `checkin/visitors` (CHECKIN_READ; writing CHECKIN_WRITE): the visitors expected at the tenant's events. In the
 * check-in app "Ausweis scannen" scans a badge (scanBarcode) and checks its visitor in; "Einchecken" does it by hand.
 */
export default function VisitorsPage() {
  const { t } = useTranslation('backoffice');
  const native = useNativeAction();
  const client = useQueryClient();
  const canWrite = grants(VISITORS.access.write, useCurrentUser()?.permissions);
  const { run } = native;

  const config = useMemo((): SimpleResourceConfig<Visitor> => {
    const checkIn = async (visitor: Visitor): Promise<NativeNotice> => {
      await visitorsApi.patchVisitor(visitor.id, { checkedInAt: Date.now() }, { ifMatch: visitor.version });
      await client.invalidateQueries({ queryKey: resourceKey('visitors') });
      return { tone: 'success', text: t('visitors.checkedIn', { name: nameOf(visitor) }), testId: 'checked-in' };
    };
    const byBadge = async (code: string): Promise<NativeNotice> => {
      const found = await visitorsApi.searchVisitors({ fieldSearches: [{ type: 'string', fieldname: 'badgeCode', matcher: 'equals', value: code }], page: 1, size: 1 });
      const visitor = found.elements[0];
      if (!visitor) return { tone: 'error', text: t('visitors.unknownBadge', { code }), testId: 'unknown-badge' };
      if (visitor.checkedInAt) return { tone: 'info', text: t('visitors.alreadyCheckedIn', { name: nameOf(visitor) }), testId: 'already-checked-in' };
      return checkIn(visitor);
    };
    return {
      resource: 'visitors',
      prefix: 'visitors',
      descriptor: VISITORS,
      schema: VisitorFieldsSchema,
      nameField: 'lastName',
      fields: FIELDS,
      api,
      notice: native.view,
      headerActions: canWrite ? (
        <Button variant="outline" loading={native.busy} data-testid="scan-badge"
          onClick={() => void run(() => nativeBridge.scanBarcode(), (scan) => byBadge(scan.text))}>
          {t('visitors.scan')}
        </Button>
      ) : undefined,
      rowActions: (visitor) => canWrite && !visitor.checkedInAt ? (
        <Button size="xs" variant="outline" data-testid="check-in" disabled={native.busy}
          onClick={() => void run(async () => ({ ok: true, value: visitor }), checkIn)}>
          {t('visitors.checkIn')}
        </Button>
      ) : null,
    };
  }, [t, client, canWrite, run, native.view, native.busy]);

  return <SimpleResourcePage config={config} />;
}
