/** A slider over a list of allowed values (the steps); arrow keys move one step. No value until it is moved. */
import { FieldShell, shellProps } from './FieldShell';
import { describedByOf, type InputProps } from './types';

export const DEFAULT_SLIDER_VALUES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

export function RangeSlider(props: InputProps<number> & { values?: readonly number[] }) {
  const { id, value, disabled, readOnly, onChange, onBlur, onFocus } = props;
  const values = props.values && props.values.length > 0 ? props.values : DEFAULT_SLIDER_VALUES;
  const index = value === undefined ? -1 : values.indexOf(value);
  return (
    <FieldShell {...shellProps(props)}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
        <input
          id={id}
          name={id}
          type="range"
          min={0}
          max={values.length - 1}
          step={1}
          value={Math.max(index, 0)}
          disabled={disabled || readOnly}
          aria-valuetext={index >= 0 ? String(values[index]) : undefined}
          aria-describedby={describedByOf(props)}
          onChange={(event) => onChange(values[Number(event.target.value)])}
          onBlur={() => onBlur?.()}
          onFocus={() => onFocus?.()}
          style={{ flex: 1 }}
        />
        <output htmlFor={id} data-testid="slider-value" style={{ minWidth: '3ch', textAlign: 'right' }}>
          {index >= 0 ? values[index] : '–'}
        </output>
      </div>
    </FieldShell>
  );
}
