// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../api/http';
import { ImageUpload } from '../../inputs/ImageUpload';
import { renderUi } from '../../testing/renderUi';
import { renderInput } from './renderInput';

afterEach(cleanup);
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

describe('ImageUpload', () => {
  it('keeps a chosen image as a data URL with a preview, and removes it again', async () => {
    const { input, published } = renderInput('ImageUpload');
    expect(input().accept).toContain('image/png');
    fireEvent.change(input(), { target: { files: [new File([PNG], 'dot.png', { type: 'image/png' })] } });
    await waitFor(() => expect(published()).toMatch(/^data:image\/png;base64,iVBOR/));
    expect(screen.getByTestId('image-preview').getAttribute('src')).toBe(published());
    fireEvent.click(screen.getByRole('button', { name: 'Bild entfernen' }));
    expect(published()).toBeUndefined();
  });

  it('refuses other files and too large images with a message, keeping the image it has', async () => {
    const { input, published } = renderInput('ImageUpload', { maxSizeKb: 1 });
    fireEvent.change(input(), { target: { files: [new File([PNG], 'dot.png', { type: 'image/png' })] } });
    await waitFor(() => expect(published()).toBeDefined());
    fireEvent.change(input(), { target: { files: [new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Bitte eine Bilddatei wählen (PNG, JPEG, GIF, WebP, AVIF oder BMP).');
    fireEvent.change(input(), { target: { files: [new File([new Uint8Array(2048)], 'big.png', { type: 'image/png' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Das Bild ist zu groß (höchstens 1 KB).');
    expect(published()).toMatch(/^data:image\/png/);
    expect(input().getAttribute('aria-describedby')).toBe('w-input__widget-error');
  });

  it('falls back to a data URL when no file store answers, and shows the size limit the file store names', async () => {
    const values: (string | undefined)[] = [];
    const offline = () => Promise.reject(new TypeError('Failed to fetch'));
    const view = renderUi(<ImageUpload id="a" label="Bild" value={undefined} onChange={(v) => values.push(v)} upload={offline} />);
    fireEvent.change(view.container.querySelector('input')!, { target: { files: [new File([PNG], 'dot.png', { type: 'image/png' })] } });
    await waitFor(() => expect(values.at(-1)).toMatch(/^data:image\/png;base64,/));
    view.unmount();
    const full = () => Promise.reject(new ApiRequestError(413, 'FILE_TOO_LARGE', 'Files may have at most 1024 bytes'));
    const limited = renderUi(<ImageUpload id="b" label="Bild" value={undefined} onChange={(v) => values.push(v)} upload={full} />);
    fireEvent.change(limited.container.querySelector('input')!, { target: { files: [new File([PNG], 'dot.png', { type: 'image/png' })] } });
    expect((await screen.findByRole('alert')).textContent).toBe('Das Bild ist zu groß (höchstens 1 KB).');
  });
});
