import { useTranslation } from 'react-i18next';

/** The search field above contact tables; the caller debounces what it sends. */
export function ContactSearchBar({ id, value, onChange }: { id: string; value: string; onChange(text: string): void }) {
  const { t } = useTranslation('contacts');
  return (
    <input
      id={id}
      type="search"
      aria-label={t('search')}
      placeholder={t('search')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      style={{ width: '100%', padding: '6px 10px', border: '1px solid #d0d5dd', borderRadius: 6, marginBottom: 8 }}
    />
  );
}
