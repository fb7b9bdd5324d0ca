import { en } from '@energy/i18n/messages/en/screens';

/**
 * Success and failure notices of the vehicle, driver and blackout screens (spec 001 §8, exact texts), in English
 * for the tests to read; the screens show them in the user's language (t('fleet.vehicleNotices.…')).
 */
export const VEHICLE_NOTICES = en.fleet.vehicleNotices;
export const BLACKOUT_NOTICES = en.fleet.blackoutNotices;
/** The spec has no driver screen; these follow the vehicle notices' words. */
export const DRIVER_NOTICES = en.fleet.driverNotices;
