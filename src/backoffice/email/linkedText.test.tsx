// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { linkedText } from './linkedText';

describe('a mail text in the outbox', () => {
  it('makes every web address a link and keeps the rest as text', () => {
    const text = 'Hallo,\nneues Passwort: http://localhost:8080/passwort?resetToken=abc_12-x.\nOder https://example.com/a danach.';
    const { container } = render(<ChakraProvider value={defaultSystem}><p>{linkedText(text)}</p></ChakraProvider>);
    const links = screen.getAllByTestId('outbox-link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['http://localhost:8080/passwort?resetToken=abc_12-x', 'https://example.com/a']);
    expect(container.textContent).toBe(text);
  });

  it('a text without addresses stays as it is', () => {
    const { container } = render(<ChakraProvider value={defaultSystem}><p>{linkedText('Nur Text')}</p></ChakraProvider>);
    expect(container.querySelector('a')).toBeNull();
    expect(container.textContent).toBe('Nur Text');
  });
});
