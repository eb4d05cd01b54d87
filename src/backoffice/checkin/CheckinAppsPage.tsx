import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@chakra-ui/react';
import { checkinAppsApi } from '../../../runtime/api';
import { nativeBridge } from '../../../runtime/native/bridge';
import { CheckinAppFieldsSchema, type CheckinApp } from '../../../model/api/schemas/checkin';
import { CHECKIN_APPS } from '../../../model/resources/descriptors';
import { simpleApi } from '../simple/simpleApi';
import type { SimpleField } from '../simple/simpleForm';
import { SimpleResourcePage, type SimpleResourceConfig } from '../simple/SimpleResourcePage';
import { EVENT_REFERENCE, FORM_REFERENCE, PRINTER_REFERENCE } from './references';
import { useNativeAction } from './useNativeAction';

const FIELDS: SimpleField[] = [
  { name: 'name', inList: true, sortable: true },
  { name: 'eventId', kind: 'reference', reference: EVENT_REFERENCE, inList: true },
  { name: 'formId', kind: 'reference', reference: FORM_REFERENCE, inList: true },
  { name: 'printerConfigurationId', kind: 'reference', reference: PRINTER_REFERENCE },
  { name: 'welcomeText', kind: 'textarea' },
  { name: 'active', kind: 'checkbox', inList: true, sortable: true },
];

const api = simpleApi<CheckinApp>(CHECKIN_APPS, checkinAppsApi);

/**
 * `checkin/apps` (CHECKIN_READ; writing CHECKIN_WRITE): the check-in apps, each with its event, badge form and
 * printer. "An App senden" hands the configuration to the check-in app this screen runs in (sendApplicationState).
 */
export default function CheckinAppsPage() {
  const { t } = useTranslation('backoffice');
  const native = useNativeAction();
  const { run } = native;
  const config = useMemo((): SimpleResourceConfig<CheckinApp> => ({
    resource: 'checkinapps',
    prefix: 'checkinApps',
    descriptor: CHECKIN_APPS,
    schema: CheckinAppFieldsSchema,
    nameField: 'name',
    fields: FIELDS,
    api,
    initial: { active: true },
    notice: native.view,
    rowActions: (app) => (
      <Button size="xs" variant="outline" data-testid="send-to-app" disabled={native.busy}
        onClick={() => void run(
          () => nativeBridge.sendApplicationState({ checkinApp: app }),
          () => ({ tone: 'success', text: t('checkinApps.sent', { name: app.name }), testId: 'sent' }),
        )}>
        {t('checkinApps.send')}
      </Button>
    ),
  }), [t, run, native.view, native.busy]);
  return <SimpleResourcePage config={config} />;
}
