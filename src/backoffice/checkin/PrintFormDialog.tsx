import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Field, NativeSelect } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { printerConfigurationsApi } from '../../../runtime/api';
import { DialogFrame } from '../../../runtime/ui/DialogFrame';
import type { PrinterConfiguration } from '../../../model/api/schemas/checkin';
import { resourceKey } from '../common/queries';

/** Asks which printer configuration a form is printed on. */
export function PrintFormDialog({ onPrint, onClose }: { onPrint(printer: PrinterConfiguration): void; onClose(): void }) {
  const { t } = useTranslation('backoffice');
  const printers = useQuery({
    queryKey: [...resourceKey('printerconfigurations'), 'all'],
    queryFn: () => printerConfigurationsApi.getPrinterConfigurations({ page: 1, size: 1000, sort: 'name' }),
  });
  const [chosen, setChosen] = useState('');
  const list = printers.data?.elements ?? [];
  const printer = list.find((p) => p.id === chosen);
  return (
    <DialogFrame
      testId="print-form-dialog"
      title={t('checkinForms.printTitle')}
      onDismiss={onClose}
      onSubmit={() => printer && onPrint(printer)}
      placement="center"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" colorPalette="blue" disabled={!printer} data-testid="print">{t('checkinForms.print')}</Button>
        </>
      }
    >
      <Field.Root>
        <Field.Label htmlFor="print-printer">{t('checkinForms.printer')}</Field.Label>
        <NativeSelect.Root disabled={printers.isPending}>
          <NativeSelect.Field id="print-printer" value={chosen} onChange={(e) => setChosen(e.currentTarget.value)}>
            <option value="">{t('common.choose')}</option>
            {list.map((p) => <option key={p.id} value={p.id}>{p.name}</option>)}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {printers.isSuccess && list.length === 0 && <Field.HelperText>{t('checkinForms.noPrinters')}</Field.HelperText>}
      </Field.Root>
    </DialogFrame>
  );
}
