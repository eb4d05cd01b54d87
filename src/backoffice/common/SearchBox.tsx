import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@chakra-ui/react';

/** Free-text search that asks the server only once typing pauses. */
export function SearchBox({ value, onSearch, label }: { value: string; onSearch(text: string): void; label: string }) {
  const { t } = useTranslation('backoffice');
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    // Changed from outside (back button): follow it.
    setSeen(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), 300);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <Input
      type="search"
      name="search"
      maxWidth="sm"
      placeholder={t('list.searchPlaceholder')}
      aria-label={label}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      data-testid="list-search"
    />
  );
}
