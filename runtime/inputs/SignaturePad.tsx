/**
 * A drawing pad for a signature (the `signature_pad` library): dark grey pen, stroke width 0.5 to 2.5 by speed,
 * a point every 16 ms at most and only after 5 pixels, velocity filter 0.7, 200 px high. The value is the drawing as
 * an image data URL, set when a stroke ends; 'Löschen' empties it. A message shows in red under the pad.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePadLibrary, { type Options } from 'signature_pad';
import { FieldShell, shellProps } from './FieldShell';
import { describedByOf, type InputProps } from './types';

export const SIGNATURE_PAD_OPTIONS: Options = {
  penColor: '#333333',
  minWidth: 0.5,
  maxWidth: 2.5,
  throttle: 16,
  minDistance: 5,
  velocityFilterWeight: 0.7,
};
export const SIGNATURE_PAD_HEIGHT = 200;

export function SignaturePad(props: InputProps<string>) {
  const { id, value, label, disabled, readOnly, onChange, onBlur } = props;
  const { t } = useTranslation('inputs');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadLibrary | null>(null);
  const drawn = useRef<string | undefined>(undefined);
  const latest = useRef({ onChange, onBlur });
  useEffect(() => {
    latest.current = { onChange, onBlur };
  });
  const locked = disabled || readOnly;

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas?.getContext('2d')) return; // no canvas drawing here (a test DOM): the pad stays empty
    const ratio = Math.max(globalThis.devicePixelRatio || 1, 1);
    canvas.width = canvas.offsetWidth * ratio;
    canvas.height = SIGNATURE_PAD_HEIGHT * ratio;
    canvas.getContext('2d')!.scale(ratio, ratio);
    const pad = new SignaturePadLibrary(canvas, SIGNATURE_PAD_OPTIONS);
    pad.addEventListener('endStroke', () => {
      drawn.current = pad.toDataURL();
      latest.current.onChange(drawn.current);
      latest.current.onBlur?.();
    });
    padRef.current = pad;
    return () => {
      pad.off();
      padRef.current = null;
    };
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (locked) pad.off();
    else pad.on();
  }, [locked]);

  // A value from outside (a reset, a stored signature) is drawn; the pad's own strokes are already there.
  useEffect(() => {
    const pad = padRef.current;
    if (!pad || value === drawn.current) return;
    drawn.current = value;
    if (value) void pad.fromDataURL(value, { ratio: 1, width: canvasRef.current?.offsetWidth ?? 0, height: SIGNATURE_PAD_HEIGHT });
    else pad.clear();
  }, [value]);

  return (
    <FieldShell {...shellProps(props)}>
      <canvas
        id={id}
        ref={canvasRef}
        role="img"
        aria-label={label}
        aria-describedby={describedByOf(props)}
        data-testid="signature-pad"
        data-empty={!value}
        style={{ width: '100%', height: SIGNATURE_PAD_HEIGHT, border: `1px solid ${props.error ? '#d92d20' : '#d0d5dd'}`, borderRadius: 6, touchAction: 'none', background: 'white' }}
      />
      <div>
        <button
          type="button"
          disabled={locked || !value}
          onClick={() => {
            padRef.current?.clear();
            drawn.current = undefined;
            onChange(undefined);
          }}
        >
          {t('signature.clear')}
        </button>
      </div>
    </FieldShell>
  );
}
