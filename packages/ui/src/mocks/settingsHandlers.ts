import { EMAIL_MESSAGES } from '@energy/domain/schemas/auth';
import { SETTINGS_MESSAGES } from '@energy/domain/schemas/settings';
import type { RequestHandler } from 'msw';
import {
  buyerOrganization,
  buyerProfile,
  defaultPreferences,
  settingsMessages,
  type OrganizationSettingsFixture,
  type PreferencesFixture,
  type ProfileFixture,
} from './fixtures/settings';
import { serverError, trpcMsw } from './handlers';

/** Answers that never come, for the loading states. */
const pendingForever = <T>(): Promise<T> => new Promise<T>(() => undefined);

export const settingsHandlers = {
  profile: (profile: ProfileFixture = buyerProfile) => trpcMsw.settings.profile.query(() => profile),
  profileLoading: () => trpcMsw.settings.profile.query(() => pendingForever()),
  profileFails: () =>
    trpcMsw.settings.profile.query(() => {
      throw serverError('INTERNAL_SERVER_ERROR', settingsMessages.serverUnavailable);
    }),
  saveProfileSucceeds: () => trpcMsw.settings.saveProfile.mutation(({ input }) => ({ ...buyerProfile, ...input })),
  saveProfileFails: () =>
    trpcMsw.settings.saveProfile.mutation(() => {
      throw serverError('BAD_REQUEST', SETTINGS_MESSAGES.invalidPhone, [
        { path: 'phone', message: SETTINGS_MESSAGES.invalidPhone },
      ]);
    }),
  /** The same answer whatever the new address; the profile then shows where the link went. */
  changeEmailSucceeds: () =>
    trpcMsw.settings.changeEmail.mutation(({ input }) => ({
      message: EMAIL_MESSAGES.changeSent(input.email),
      pendingEmail: input.email,
    })),
  changeEmailWrongPassword: () =>
    trpcMsw.settings.changeEmail.mutation(() => {
      throw serverError('BAD_REQUEST', SETTINGS_MESSAGES.wrongPassword, [
        { path: 'currentPassword', message: SETTINGS_MESSAGES.wrongPassword },
      ]);
    }),
  organization: (organization: OrganizationSettingsFixture = buyerOrganization) =>
    trpcMsw.settings.organization.query(() => organization),
  saveOrganizationSucceeds: () =>
    trpcMsw.settings.saveOrganization.mutation(({ input: { organizationId, ...details } }) => ({
      ...buyerOrganization,
      id: organizationId,
      ...details,
    })),
  preferences: (preferences: PreferencesFixture = defaultPreferences) =>
    trpcMsw.settings.preferences.query(() => preferences),
  savePreferencesSucceeds: () => trpcMsw.settings.savePreferences.mutation(({ input }) => input),
  changePasswordSucceeds: () =>
    trpcMsw.settings.changePassword.mutation(() => ({ message: SETTINGS_MESSAGES.passwordChanged })),
  changePasswordWrong: () =>
    trpcMsw.settings.changePassword.mutation(() => {
      throw serverError('BAD_REQUEST', settingsMessages.wrongPassword, [
        { path: 'currentPassword', message: settingsMessages.wrongPassword },
      ]);
    }),
  deleteAccountSucceeds: () =>
    trpcMsw.settings.deleteAccount.mutation(() => ({ message: SETTINGS_MESSAGES.accountDeleted })),
} satisfies Record<string, (...args: never[]) => RequestHandler>;

/** Every read of the settings screen answered, and every save accepted: a whole screen for stories. */
export const allSettings = (): RequestHandler[] => [
  settingsHandlers.profile(),
  settingsHandlers.saveProfileSucceeds(),
  settingsHandlers.organization(),
  settingsHandlers.saveOrganizationSucceeds(),
  settingsHandlers.preferences(),
  settingsHandlers.savePreferencesSucceeds(),
  settingsHandlers.changePasswordSucceeds(),
  settingsHandlers.deleteAccountSucceeds(),
];
