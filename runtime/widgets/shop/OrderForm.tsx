import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceOrder, PriceZone } from '../../../model/api/schemas/shop';
import { errorText } from '../../stores';
import { buttonStyle } from '../theme';
import { ADDRESS_FIELDS, emptyAddress, missingAddressFields, REQUIRED_ADDRESS_FIELDS, toAddress, type AddressDraft } from './billingAddress';

const input = { width: '100%', boxSizing: 'border-box', padding: '6px 8px', border: '1px solid #cbd5e0', borderRadius: 4, font: 'inherit' } as const;

export interface OrderFormProps {
  /** Zones every position has a price in (the order is placed in one of them). */
  zones: PriceZone[];
  defaultZoneId: string;
  defaultName: string;
  defaultEmail: string;
  defaultCountry: string;
  disabled: boolean;
  onOrder(body: PlaceOrder): Promise<void>;
}

/**
 * The order part of the cart details: the billing address the order needs, the price zone when there is a choice,
 * and the order-now button. A missing field is named after the first attempt; a failed order shows the server's
 * message and keeps what was typed.
 */
export function OrderForm({ zones, defaultZoneId, defaultName, defaultEmail, defaultCountry, disabled, onOrder }: OrderFormProps) {
  const { t } = useTranslation('shop');
  const [draft, setDraft] = useState<AddressDraft>(() => emptyAddress(defaultName, defaultCountry, defaultEmail));
  const [zoneId, setZoneId] = useState('');
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const chosenZone = zones.find((zone) => zone.id === zoneId) ?? zones.find((zone) => zone.id === defaultZoneId) ?? zones[0];
  const missing = missingAddressFields(draft);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    if (missing.length > 0 || !chosenZone || disabled) return;
    setFailure(null);
    try {
      await onOrder({ priceZoneId: chosenZone.id, billingAddress: toAddress(draft) });
    } catch (error) {
      setFailure(error ?? new Error('order failed'));
    }
  }

  return (
    <form data-testid="order-form" onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 8, marginTop: 16 }}>
      <strong>{t('order.billingAddress')}</strong>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 8 }}>
        {ADDRESS_FIELDS.map((field) => {
          const invalid = tried && missing.includes(field);
          return (
            <label key={field} style={{ display: 'flex', flexDirection: 'column', gap: 2, fontSize: 14 }}>
              <span>
                {t(`order.fields.${field}`)}
                {REQUIRED_ADDRESS_FIELDS.includes(field) ? ' *' : ''}
              </span>
              <input
                name={field}
                value={draft[field]}
                aria-invalid={invalid || undefined}
                maxLength={field === 'country' ? 2 : 200}
                style={{ ...input, borderColor: invalid ? '#e53e3e' : '#cbd5e0' }}
                onChange={(event) => setDraft((d) => ({ ...d, [field]: event.target.value }))}
              />
            </label>
          );
        })}
      </div>
      {zones.length > 1 ? (
        <label style={{ display: 'flex', flexDirection: 'column', gap: 2, fontSize: 14 }}>
          {t('order.priceZone')}
          <select data-testid="order-price-zone" value={chosenZone?.id ?? ''} style={input} onChange={(event) => setZoneId(event.target.value)}>
            {zones.map((zone) => (
              <option key={zone.id} value={zone.id}>
                {zone.title} ({zone.currency})
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {tried && missing.length > 0 ? (
        <div data-testid="order-missing" role="alert" style={{ color: '#c53030', fontSize: 14 }}>
          {t('order.missing', { fields: missing.map((field) => t(`order.fields.${field}`)).join(', ') })}
        </div>
      ) : null}
      {failure ? (
        <div data-testid="order-error" role="alert" style={{ color: '#c53030', fontSize: 14 }}>
          {t('order.failed')} {errorText(failure)}
        </div>
      ) : null}
      <div>
        <button type="submit" data-testid="order-now" disabled={disabled || !chosenZone} style={buttonStyle('solid', 'primary', 'md', disabled || !chosenZone)}>
          {t('order.orderNow')}
        </button>
      </div>
    </form>
  );
}
