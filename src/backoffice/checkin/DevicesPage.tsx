import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@chakra-ui/react';
import { devicesApi } from '../../../runtime/api';
import { nativeBridge } from '../../../runtime/native/bridge';
import { DeviceFieldsSchema, type Device } from '../../../model/api/schemas/checkin';
import { DEVICES } from '../../../model/resources/descriptors';
import { simpleApi } from '../simple/simpleApi';
import type { SimpleField } from '../simple/simpleForm';
import { SimpleResourcePage, type SimpleResourceConfig } from '../simple/SimpleResourcePage';
import { APP_REFERENCE } from './references';
import { useNativeAction } from './useNativeAction';

const FIELDS: SimpleField[] = [
  { name: 'name', inList: true, sortable: true },
  { name: 'type', inList: true, sortable: true },
  { name: 'serialNumber', inList: true, sortable: true },
  { name: 'location', inList: true, sortable: true },
  { name: 'checkinAppId', kind: 'reference', reference: APP_REFERENCE },
  { name: 'note', kind: 'textarea' },
];

/** The property under which the native app keeps which device it is. */
export const DEVICE_PROPERTY = 'baukasten.deviceId';

const api = simpleApi<Device>(DEVICES, devicesApi);

/**
 * `devices` (DEVICES_READ; writing DEVICES_WRITE): the tenant's external devices. On a device running the check-in
 * app, its stored properties say which device it is: "Auf diesem Gerät speichern" (storeProperty), "Gerät prüfen"
 * (loadProperty) and "Zuordnung lösen" (removeProperty).
 */
export default function DevicesPage() {
  const { t } = useTranslation('backoffice');
  const native = useNativeAction();
  const { run } = native;
  const config = useMemo((): SimpleResourceConfig<Device> => ({
    resource: 'devices',
    prefix: 'devices',
    descriptor: DEVICES,
    schema: DeviceFieldsSchema,
    nameField: 'name',
    fields: FIELDS,
    api,
    initial: { type: 'tablet' },
    notice: native.view,
    headerActions: (
      <>
        <Button variant="outline" loading={native.busy} data-testid="identify-device"
          onClick={() => void run(() => nativeBridge.loadProperty(DEVICE_PROPERTY), async (id) => {
            if (!id) return { tone: 'info', text: t('devices.notAssigned'), testId: 'device-identity' };
            const device = await devicesApi.getDevice(id).catch(() => null);
            return { tone: 'info', text: device ? t('devices.thisIs', { name: device.name }) : t('devices.unknownAssigned', { id }), testId: 'device-identity' };
          })}>
          {t('devices.identify')}
        </Button>
        <Button variant="outline" disabled={native.busy} data-testid="unassign-device"
          onClick={() => void run(() => nativeBridge.removeProperty(DEVICE_PROPERTY), () => ({ tone: 'success', text: t('devices.unassigned'), testId: 'device-unassigned' }))}>
          {t('devices.unassign')}
        </Button>
      </>
    ),
    rowActions: (device) => (
      <Button size="xs" variant="outline" data-testid="assign-device" disabled={native.busy}
        onClick={() => void run(
          () => nativeBridge.storeProperty(DEVICE_PROPERTY, device.id),
          () => ({ tone: 'success', text: t('devices.assigned', { name: device.name }), testId: 'device-assigned' }),
        )}>
        {t('devices.assign')}
      </Button>
    ),
  }), [t, run, native.view, native.busy]);
  return <SimpleResourcePage config={config} />;
}
