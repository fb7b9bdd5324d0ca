import { z } from 'zod';
import { AUTH_MESSAGES, ZEmailAddress, ZPasswordChange, personName } from './auth';
import { organizationName } from './organization';
import { PRODUCT_TYPES } from '../constants';
import { singleLineText } from './primitives';
import { isIanaZone } from '../time-zones';

import { COLOR_SCHEMES, CURRENCIES, LANGUAGES, TIMEZONES } from './preference-options';

export { COLOR_SCHEMES, CURRENCIES, LANGUAGES, TIMEZONES };

export const SETTINGS_MESSAGES = {
  saved: 'Settings saved',
  profileSaved: 'Profile updated',
  organizationSaved: 'Organization updated',
  preferencesSaved: 'Preferences saved',
  passwordChanged: 'Password updated',
  wrongPassword: 'Current password is incorrect',
  emailTaken: 'This email is already in use',
  noOrganization: 'You do not belong to an organization',
  productTypesSupplierOnly: 'Only a supplier organization names the products it supplies',
  accountDeleted: 'Your account has been deleted',
  deleteConfirmation: 'Type DELETE to confirm',
  invalidPhone: 'Phone may hold digits, spaces and + ( ) - only',
  unknownTimeZone: 'Unknown time zone: expected an IANA zone such as Europe/Paris',
} as const;

// Single-line text first (it names a line break or NUL), then the phone's own characters.
const phone = singleLineText(32).regex(/^[0-9+()\-\s]*$/, SETTINGS_MESSAGES.invalidPhone);

export const ZProfile = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** E.164 (e.g. +2348012345678), or empty. */
  phone: z.string(),
  /** Whether a code sent by SMS to this phone was entered (changing the phone clears it). */
  phoneVerified: z.boolean(),
  /** Shown read-only: a user cannot change their own role. */
  role: z.string(),
  username: z.string(),
  /** The address a change waits to be confirmed for (its link was mailed there), or null. */
  pendingEmail: z.string().nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;

/** Changing the address: the current password, then a link to the new address. */
export const ZEmailChangeInput = z.strictObject({
  email: ZEmailAddress,
  currentPassword: z.string().min(1, AUTH_MESSAGES.passwordRequired).max(256),
});
export type TEmailChangeInput = z.infer<typeof ZEmailChangeInput>;

export const ZProfileInput = z.strictObject({
  firstName: personName('First name', AUTH_MESSAGES.firstNameRequired),
  lastName: personName('Last name', AUTH_MESSAGES.lastNameRequired),
  phone,
});
export type TProfileInput = z.infer<typeof ZProfileInput>;

export const ZOrganizationSettings = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  taxId: z.string(),
  /** A supplier's product types: it hears of new RFQs of these only; empty hears of every RFQ. */
  productTypes: z.array(z.enum(PRODUCT_TYPES)),
  /** Whether the caller may save it: members of the organization other than finance. */
  editable: z.boolean(),
});
export type TOrganizationSettings = z.infer<typeof ZOrganizationSettings>;

export const ZOrganizationSettingsInput = z.strictObject({
  name: organizationName('Company name is required'),
  address: singleLineText(500),
  phone,
  taxId: singleLineText(64),
  /** Left out: unchanged. Empty: every product type. */
  productTypes: z
    .array(z.enum(PRODUCT_TYPES, 'Choose a product type from the list'))
    .max(PRODUCT_TYPES.length)
    .optional(),
});
export type TOrganizationSettingsInput = z.infer<typeof ZOrganizationSettingsInput>;

/** Notification preferences and system settings, per user; the defaults are the spec's. */
export const ZPreferences = z.strictObject({
  emailNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  rfqUpdates: z.boolean(),
  paymentAlerts: z.boolean(),
  shipmentTracking: z.boolean(),
  language: z.enum(LANGUAGES),
  timezone: z.enum(TIMEZONES),
  currency: z.enum(CURRENCIES),
  /** Light, dark, or the system's ('auto'). */
  colorScheme: z.enum(COLOR_SCHEMES),
});
export type TPreferences = z.infer<typeof ZPreferences>;

export const DEFAULT_PREFERENCES: TPreferences = {
  emailNotifications: true,
  smsNotifications: false,
  rfqUpdates: true,
  paymentAlerts: true,
  shipmentTracking: true,
  language: 'en',
  timezone: 'UTC',
  currency: 'USD',
  colorScheme: 'light',
};

/**
 * The zone the user's browser is in, as the web client reports it on sign-in and when the app opens: an IANA name
 * this runtime knows. The server writes times in it (mails, CSV) for a user whose time zone is 'browser'.
 */
export const ZBrowserTimeZoneInput = z.strictObject({
  timeZone: z
    .string()
    .max(64, SETTINGS_MESSAGES.unknownTimeZone)
    .refine((zone) => zone !== '' && isIanaZone(zone), SETTINGS_MESSAGES.unknownTimeZone),
});

/** The zone the server writes the caller's times in: their setting, the zone their browser last reported, the IANA zone. */
export const ZCallerTimeZone = z.object({
  timezone: z.enum(TIMEZONES),
  browserTimeZone: z.string().nullable(),
  zone: z.string(),
});
export type TCallerTimeZone = z.infer<typeof ZCallerTimeZone>;

export const ZChangePasswordInput = ZPasswordChange;
export type TChangePasswordInput = z.input<typeof ZChangePasswordInput>;

export const DELETE_CONFIRMATION = 'DELETE';
export const ZDeleteAccountInput = z.strictObject({
  confirmation: z.literal(DELETE_CONFIRMATION, SETTINGS_MESSAGES.deleteConfirmation),
  currentPassword: z.string().min(1, AUTH_MESSAGES.passwordRequired).max(256),
});
export type TDeleteAccountInput = z.infer<typeof ZDeleteAccountInput>;
