// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SIGNATURE_PAD_HEIGHT, SIGNATURE_PAD_OPTIONS } from '../../inputs/SignaturePad';
import { renderInput } from './renderInput';

afterEach(cleanup);

// jsdom draws nothing on a canvas; drawing with a pointer is covered by the browser test (form-inputs.spec.ts).
describe('SignaturePad', () => {
  it('draws with a dark grey pen, widths 0.5 to 2.5, throttle 16 ms, minimum distance 5, velocity filter 0.7, 200px high', () => {
    expect(SIGNATURE_PAD_OPTIONS).toEqual({ penColor: '#333333', minWidth: 0.5, maxWidth: 2.5, throttle: 16, minDistance: 5, velocityFilterWeight: 0.7 });
    expect(SIGNATURE_PAD_HEIGHT).toBe(200);
    renderInput('SignaturePad', { label: 'Unterschrift des Kunden' });
    const pad = screen.getByRole('img', { name: 'Unterschrift des Kunden' });
    expect(pad.style.height).toBe('200px');
    expect(screen.getByRole('button', { name: 'Löschen' })).toHaveProperty('disabled', true);
  });

  it('is required in a form, with its message in red under the pad', () => {
    const { error, submit } = renderInput('SignaturePad', { required: true }, { inForm: true });
    submit();
    expect(error()).toBe('Dieses Feld ist erforderlich.');
    expect(screen.getByTestId('signature-pad').style.border).toContain('rgb(217, 45, 32)');
    expect(screen.getByTestId('signature-pad').getAttribute('aria-describedby')).toBe('w-input__error');
  });
});
