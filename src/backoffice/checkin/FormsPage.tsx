import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@chakra-ui/react';
import { checkinFormsApi } from '../../../runtime/api';
import { nativeBridge } from '../../../runtime/native/bridge';
import { CheckinFormFieldsSchema, type CheckinForm } from '../../../model/api/schemas/checkin';
import { CHECKIN_FORMS } from '../../../model/resources/descriptors';
import { simpleApi } from '../simple/simpleApi';
import type { SimpleField } from '../simple/simpleForm';
import { SimpleResourcePage, type SimpleResourceConfig } from '../simple/SimpleResourcePage';
import { PrintFormDialog } from './PrintFormDialog';
import { useNativeAction } from './useNativeAction';

const FIELDS: SimpleField[] = [
  { name: 'name', inList: true, sortable: true },
  { name: 'kind', inList: true, sortable: true },
  { name: 'description', kind: 'textarea', inList: true },
  { name: 'content', kind: 'textarea' },
];

const api = simpleApi<CheckinForm>(CHECKIN_FORMS, checkinFormsApi);

/**
 * `checkin/forms` (CHECKIN_READ; writing CHECKIN_WRITE): the badges and registration forms of the check-in apps,
 * templates with `{{firstName}}` placeholders. "Drucken" prints one on a chosen printer configuration (printForm).
 */
export default function FormsPage() {
  const { t } = useTranslation('backoffice');
  const native = useNativeAction();
  const { run } = native;
  const [printing, setPrinting] = useState<CheckinForm | null>(null);
  const config = useMemo((): SimpleResourceConfig<CheckinForm> => ({
    resource: 'checkinforms',
    prefix: 'checkinForms',
    descriptor: CHECKIN_FORMS,
    schema: CheckinFormFieldsSchema,
    nameField: 'name',
    fields: FIELDS,
    api,
    initial: { kind: 'badge' },
    notice: native.view,
    rowActions: (form) => (
      <Button size="xs" variant="outline" data-testid="print-form" disabled={native.busy} onClick={() => setPrinting(form)}>
        {t('checkinForms.print')}
      </Button>
    ),
  }), [t, native.view, native.busy]);
  return (
    <>
      <SimpleResourcePage config={config} />
      {printing && (
        <PrintFormDialog
          onClose={() => setPrinting(null)}
          onPrint={(printer) => {
            const form = printing;
            setPrinting(null);
            void run(
              () => nativeBridge.printForm({ printerConfiguration: printer, form }),
              () => ({ tone: 'success', text: t('checkinForms.printed', { name: form.name, printer: printer.name }), testId: 'printed' }),
            );
          }}
        />
      )}
    </>
  );
}
