import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';

/**
 * The question of the entity buttons before they change data: "Nein" and "Ja", the focus on "Nein" so Enter never
 * changes anything by accident. Test ids `<testId>`, `<testId>-no`, `<testId>-yes`.
 */
export function YesNoDialog({ open, title, question, testId, danger, onYes, onNo }: {
  open: boolean; title: string; question: string; testId: string; danger?: boolean; onYes(): void; onNo(): void;
}) {
  const { t } = useTranslation('actions');
  return (
    <ConfirmDialog
      open={open}
      title={title}
      testId={testId}
      choices={[
        { label: t('confirm.no'), testId: `${testId}-no`, safe: true, onChoose: onNo },
        { label: t('confirm.yes'), testId: `${testId}-yes`, tone: danger ? 'danger' : 'primary', onChoose: onYes },
      ]}
    >
      {question}
    </ConfirmDialog>
  );
}
