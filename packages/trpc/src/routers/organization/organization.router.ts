import { organizations } from '@energy/db/schema/organizations';
import { ORGANIZATION_TYPES } from '@energy/domain/roles';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { permissionProcedure } from '../../permission';
import { router } from '../../trpc';

const ZOrganization = z.object({ id: z.string(), name: z.string(), type: z.enum(ORGANIZATION_TYPES) });

/** The directory of organizations (names and kinds only): whom to tender a shipment to, whom an RFQ is for. */
export const organizationRouter = router({
  list: permissionProcedure('organization', 'read')
    .input(z.strictObject({ type: z.enum(ORGANIZATION_TYPES).optional() }).optional())
    .output(z.array(ZOrganization))
    .query(({ ctx, input }) =>
      ctx.db
        .select({ id: organizations.id, name: organizations.name, type: organizations.type })
        .from(organizations)
        .where(input?.type ? eq(organizations.type, input.type) : undefined)
        .orderBy(asc(organizations.name)),
    ),
});
