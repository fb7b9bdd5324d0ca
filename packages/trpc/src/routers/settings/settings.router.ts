import {
  ZBrowserTimeZoneInput,
  ZCallerTimeZone,
  ZDeleteAccountInput,
  ZEmailChangeInput,
  ZOrganizationSettings,
  ZOrganizationSettingsInput,
  ZPreferences,
  ZProfile,
  ZProfileInput,
} from '@energy/domain/schemas/settings';
import { z } from 'zod';
import { ZPasswordChangeServerInput } from '../../auth/common-passwords';
import { actionProcedure, authedProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import {
  changeEmail,
  changePassword,
  deleteAccount,
  readOrganization,
  readPreferences,
  readProfile,
  saveOrganization,
  savePreferences,
  saveProfile,
} from './settings.service';
import { callerTimeZone, reportBrowserTimeZone } from './time-zone.service';

const ZMessage = z.object({ message: z.string() });
const ZEmailChangeResult = ZMessage.extend({ pendingEmail: z.string() });
const ZOrganizationUpdate = ZOrganizationSettingsInput.extend({ organizationId: z.uuid('Organization not found') });

/** Settings (spec 001): every signed-in user's own profile, preferences, password and account; the organization's details for those who may edit them. */
export const settingsRouter = router({
  timeZone: authedProcedure
    .meta({
      rest: {
        method: 'get',
        path: '/api/settings/time-zone',
        summary:
          "The zone the server writes the caller's times in (mails, CSV): the setting, the browser's reported zone, the IANA zone",
      },
    })
    .input(z.void())
    .output(ZCallerTimeZone)
    .query(({ ctx }) => callerTimeZone(ctx.db, ctx.user.id)),
  reportBrowserTimeZone: authedProcedure
    .meta({
      rest: {
        method: 'put',
        path: '/api/settings/time-zone/browser',
        summary: "Report the IANA zone of the caller's browser (the web app does on sign-in and when it opens)",
      },
    })
    .input(ZBrowserTimeZoneInput)
    .output(ZCallerTimeZone)
    .mutation(({ ctx, input }) => reportBrowserTimeZone(ctx.db, ctx.user.id, input.timeZone)),
  profile: authedProcedure
    .meta({
      rest: { method: 'get', path: '/api/settings/profile', summary: "The caller's profile (the role read-only)" },
    })
    .input(z.void())
    .output(ZProfile)
    .query(({ ctx }) => readProfile(ctx.db, ctx.user.id)),
  saveProfile: authedProcedure
    .meta({
      rest: {
        method: 'put',
        path: '/api/settings/profile',
        summary: "Save the caller's name and phone (the email changes through POST /api/settings/email)",
      },
    })
    .input(ZProfileInput)
    .output(ZProfile)
    .mutation(({ ctx, input }) => saveProfile(ctx.db, ctx.user.id, input)),
  changeEmail: authedProcedure
    .meta({
      rest: {
        method: 'post',
        path: '/api/settings/email',
        summary:
          'Change the email (checks the current password; takes effect when the link mailed to the new address is followed; the old address may undo it for 7 days)',
      },
      checksSecret: true,
    })
    .input(ZEmailChangeInput)
    .output(ZEmailChangeResult)
    .mutation(({ ctx, input }) => changeEmail(ctx, input)),
  organization: authedProcedure
    .meta({
      rest: {
        method: 'get',
        path: '/api/settings/organization',
        summary: "The caller's organization's details, and whether the caller may edit them",
      },
    })
    .input(z.void())
    .output(ZOrganizationSettings)
    .query(({ ctx }) => readOrganization(ctx.db, scopeOf(ctx.user))),
  saveOrganization: actionProcedure('organization.update')
    .meta({
      rest: {
        method: 'put',
        path: '/api/settings/organization/{organizationId}',
        summary: "Save the organization's details (its members other than finance, and admins)",
      },
    })
    .input(ZOrganizationUpdate)
    .output(ZOrganizationSettings)
    .mutation(({ ctx, input: { organizationId, ...details } }) =>
      saveOrganization(ctx.db, scopeOf(ctx.user), organizationId, details),
    ),
  preferences: authedProcedure
    .meta({
      rest: {
        method: 'get',
        path: '/api/settings/preferences',
        summary: "The caller's notification preferences and system settings",
      },
    })
    .input(z.void())
    .output(ZPreferences)
    .query(({ ctx }) => readPreferences(ctx.db, ctx.user.id)),
  savePreferences: authedProcedure
    .meta({
      rest: {
        method: 'put',
        path: '/api/settings/preferences',
        summary: "Save the caller's notification preferences and system settings",
      },
    })
    .input(ZPreferences)
    .output(ZPreferences)
    .mutation(({ ctx, input }) => savePreferences(ctx.db, ctx.user.id, input)),
  changePassword: authedProcedure
    .meta({
      rest: {
        method: 'post',
        path: '/api/settings/password',
        summary: "Change the password (checks the current one; ends the caller's other sessions)",
      },
      checksSecret: true,
    })
    .input(ZPasswordChangeServerInput)
    .output(ZMessage)
    .mutation(({ ctx, input }) => changePassword(ctx, input)),
  deleteAccount: authedProcedure
    .meta({
      rest: {
        method: 'post',
        path: '/api/settings/account/delete',
        summary: "Delete the caller's account: deactivated, signed out everywhere, records kept",
      },
      checksSecret: true,
    })
    .input(ZDeleteAccountInput)
    .output(ZMessage)
    .mutation(({ ctx, input }) => deleteAccount(ctx, input)),
});
