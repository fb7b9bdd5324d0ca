import {
  ZFeatureFlag,
  ZFeatureFlagInput,
  ZFeatureFlagListInput,
  ZFeatureFlagToggleInput,
  ZFeatureFlagUpdateInput,
  ZMyFeatureFlags,
} from '@energy/domain/schemas/feature-flag';
import { ZDeleted } from '@energy/domain/schemas/fleet';
import { ZEntityId } from '@energy/domain/schemas/fulfilment';
import { zPage } from '@energy/domain/schemas/paging';
import { z } from 'zod';
import { actionProcedure, authedProcedure, grantProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import { pageFlags } from './feature-flag.list';
import { flagsFor } from './feature-flag.queries';
import { createFlag, deleteFlag, toggleFlag, updateFlag } from './feature-flag.service';

/** Spec 001 Feature Flags: the admin's flags, and each user's answer, evaluated on the server. */
export const featureFlagRouter = router({
  list: grantProcedure('featureFlag:manage')
    .meta({
      rest: {
        method: 'get',
        path: '/api/admin/feature-flags',
        query: true,
        paged: true,
        summary: 'Every feature flag (`q`: name or description), admin only',
      },
    })
    .input(ZFeatureFlagListInput)
    .output(zPage(ZFeatureFlag))
    .query(({ ctx, input }) => pageFlags(ctx.db, scopeOf(ctx.user), input)),
  create: actionProcedure('featureFlag.create')
    .meta({
      rest: {
        method: 'post',
        path: '/api/admin/feature-flags',
        status: 201,
        summary: 'Create a feature flag (unique non-blank name; rollout 0 to 100 in steps of 5)',
      },
    })
    .input(ZFeatureFlagInput)
    .output(ZFeatureFlag)
    .mutation(({ ctx, input }) => createFlag(ctx.db, scopeOf(ctx.user), input)),
  update: actionProcedure('featureFlag.update')
    .meta({ rest: { method: 'patch', path: '/api/admin/feature-flags/{id}', summary: 'Edit a feature flag' } })
    .input(ZFeatureFlagUpdateInput)
    .output(ZFeatureFlag)
    .mutation(({ ctx, input }) => updateFlag(ctx.db, scopeOf(ctx.user), input)),
  toggle: actionProcedure('featureFlag.toggle')
    .meta({
      rest: {
        method: 'patch',
        path: '/api/admin/feature-flags/{id}/toggle',
        summary: 'Enable or disable a feature flag',
      },
    })
    .input(ZFeatureFlagToggleInput)
    .output(ZFeatureFlag)
    .mutation(({ ctx, input }) => toggleFlag(ctx.db, scopeOf(ctx.user), input)),
  delete: actionProcedure('featureFlag.delete')
    .meta({ rest: { method: 'delete', path: '/api/admin/feature-flags/{id}', summary: 'Delete a feature flag' } })
    .input(ZEntityId)
    .output(ZDeleted)
    .mutation(({ ctx, input }) => deleteFlag(ctx.db, scopeOf(ctx.user), input.id)),
  mine: authedProcedure
    .meta({
      rest: {
        method: 'get',
        path: '/api/feature-flags/mine',
        summary: "Every flag's answer for the caller: { [name]: on }",
      },
    })
    .input(z.void())
    .output(ZMyFeatureFlags)
    .query(({ ctx }) => flagsFor(ctx.db, ctx.user.id)),
});
