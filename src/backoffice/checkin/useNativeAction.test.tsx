// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Button } from '@chakra-ui/react';
import { NativeBridge, type BridgeHost } from '../../../runtime/native/bridge';
import { fakeShell } from '../../../runtime/native/fakeBridge';
import { renderInApp } from '../../testing/renderApp';
import { useNativeAction } from './useNativeAction';

afterEach(cleanup);

/** A screen's use of the bridge in small: one button that scans and says what it got. */
function Scanner({ host }: { host: BridgeHost }) {
  const native = useNativeAction();
  const bridge = new NativeBridge({ host, readyTimeoutMs: 50 });
  return (
    <>
      {native.view}
      <Button onClick={() => void native.run(() => bridge.scanBarcode(), (scan) => ({ tone: 'success', text: `Code ${scan.text}`, testId: 'scanned' }))}>scan</Button>
    </>
  );
}

const press = async () => act(async () => { fireEvent.click(screen.getByText('scan')); });

describe('useNativeAction', () => {
  it('outside the native app says so in the interface language, as information, not as a failure', async () => {
    renderInApp(<Scanner host={{}} />);
    await press();
    const notice = await screen.findByTestId('native-unavailable');
    expect(notice.textContent).toContain('Diese Funktion steht nur in der Check-In-App zur Verfügung.');
    expect(notice.getAttribute('data-code')).toBe('NATIVE_BRIDGE_UNAVAILABLE');
    expect(notice.getAttribute('role')).toBe('status');
  });

  it('an unready bridge and a native error are alerts with the translated code and the native reason', async () => {
    renderInApp(<Scanner host={fakeShell({ ready: false }).host} />);
    await press();
    const notReady = await screen.findByTestId('native-error');
    expect(notReady.textContent).toContain('Die Check-In-App ist noch nicht bereit.');
    expect(notReady.getAttribute('data-code')).toBe('NATIVE_BRIDGE_NOT_READY');
    cleanup();

    const failing = fakeShell({ answer: (event, data, shell) => shell.reply(`${event}Error`, { requestId: data.requestId, message: 'Kamera belegt' }) });
    renderInApp(<Scanner host={failing.host} />);
    await press();
    const error = await screen.findByRole('alert');
    expect(error.textContent).toContain('Die Check-In-App meldet einen Fehler: scanBarcode: Kamera belegt');
  });

  it('a success shows what the screen made of the answer', async () => {
    const shell = fakeShell({ answer: (event, data, s) => s.reply(`${event}Success`, { requestId: data.requestId, text: 'VIS-7' }) });
    renderInApp(<Scanner host={shell.host} />);
    await press();
    expect((await screen.findByTestId('scanned')).textContent).toContain('Code VIS-7');
  });
});
