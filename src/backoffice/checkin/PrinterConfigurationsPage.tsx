import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@chakra-ui/react';
import { printerConfigurationsApi } from '../../../runtime/api';
import { nativeBridge } from '../../../runtime/native/bridge';
import { PrinterConfigurationFieldsSchema, type PrinterConfiguration } from '../../../model/api/schemas/checkin';
import { PRINTER_CONFIGURATIONS } from '../../../model/resources/descriptors';
import { simpleApi } from '../simple/simpleApi';
import type { SimpleField } from '../simple/simpleForm';
import { SimpleResourcePage, type SimpleResourceConfig } from '../simple/SimpleResourcePage';
import { useNativeAction } from './useNativeAction';

const FIELDS: SimpleField[] = [
  { name: 'name', inList: true, sortable: true },
  { name: 'connection', inList: true, sortable: true },
  { name: 'address', inList: true },
  { name: 'paperWidthMm' },
  { name: 'paperHeightMm' },
  { name: 'copies' },
];

const api = simpleApi<PrinterConfiguration>(PRINTER_CONFIGURATIONS, printerConfigurationsApi);

/** The sample a test print sends: a badge with the placeholders filled in. */
const TEST_FORM = { name: 'Test', kind: 'badge', content: '<h1>{{firstName}} {{lastName}}</h1><p>{{company}}</p>' };
const TEST_VISITOR = { id: 'test', fields: { firstName: 'Erika', lastName: 'Muster', company: 'Muster GmbH' } };

/**
 * `checkin/printerconfigurations` (CHECKIN_READ; writing CHECKIN_WRITE): how the check-in apps reach their badge
 * printers. "Testdruck" prints a sample badge through the check-in app (printForm).
 */
export default function PrinterConfigurationsPage() {
  const { t } = useTranslation('backoffice');
  const native = useNativeAction();
  const { run } = native;
  const config = useMemo((): SimpleResourceConfig<PrinterConfiguration> => ({
    resource: 'printerconfigurations',
    prefix: 'printerConfigurations',
    descriptor: PRINTER_CONFIGURATIONS,
    schema: PrinterConfigurationFieldsSchema,
    nameField: 'name',
    fields: FIELDS,
    api,
    notice: native.view,
    rowActions: (printer) => (
      <Button size="xs" variant="outline" data-testid="test-print" disabled={native.busy}
        onClick={() => void run(
          () => nativeBridge.printForm({ printerConfiguration: printer, form: TEST_FORM, visitor: TEST_VISITOR }),
          () => ({ tone: 'success', text: t('printerConfigurations.printed', { name: printer.name }), testId: 'printed' }),
        )}>
        {t('printerConfigurations.testPrint')}
      </Button>
    ),
  }), [t, run, native.view, native.busy]);
  return <SimpleResourcePage config={config} />;
}
