import { dataTypeSetting, filterSetting, storeSetting } from './dataSettings';

/**
 * Where the two maps widgets (GoogleMaps, MapsList) take their places from, one definition for both: a page context
 * list (`contextProperty`), else the records of a store or data type; and which property of a place (a record or a
 * list entry) holds its name, address, latitude and longitude (dotted paths). Texts in the `board` namespace.
 */
const text = <T extends string, N extends string>(type: T, name: N) => ({
  title: `widgets.${type}.settings.${name}.title`,
  description: `widgets.${type}.settings.${name}.description`,
}) as const;

export const placeSettings = <T extends string>(type: T) => ({
  store: storeSetting(type),
  dataType: dataTypeSetting(type),
  filter: filterSetting(type),
  contextProperty: { ...text(type, 'contextProperty'), type: 'string', default: '' },
  nameProperty: { ...text(type, 'nameProperty'), type: 'string', default: 'name' },
  addressProperty: { ...text(type, 'addressProperty'), type: 'string', default: 'address' },
  latitudeProperty: { ...text(type, 'latitudeProperty'), type: 'string', default: 'latitude' },
  longitudeProperty: { ...text(type, 'longitudeProperty'), type: 'string', default: 'longitude' },
}) as const;

/** The inputs of both: a filter for the store's records, as the other data views take it. */
export const PLACE_INPUTS = [{ name: 'filter', type: 'any', label: 'widgets.data.sockets.filter' }] as const;
