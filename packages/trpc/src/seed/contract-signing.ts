import type { Executor } from '@energy/db/client';
import { users } from '@energy/db/schema/users';
import { ZSignContractInput, type TContract, type TSignatureDrawing } from '@energy/domain/schemas/contract';
import { eq } from 'drizzle-orm';
import { signContract } from '../routers/contract/contract.service';
import type { CallerScope } from '../scope';

/** A hand-drawn looking demo signature: two strokes on the signature pad. */
export const DEMO_DRAWING: TSignatureDrawing = {
  strokes: [
    [
      [20, 110],
      [45, 40],
      [70, 110],
      [95, 60],
      [120, 100],
      [150, 70],
    ],
    [
      [170, 95],
      [200, 60],
      [230, 95],
      [260, 55],
      [300, 90],
      [360, 80],
    ],
  ],
};

async function signerName(db: Executor, scope: CallerScope): Promise<string> {
  const [user] = await db
    .select({ first: users.firstName, last: users.lastName, username: users.username })
    .from(users)
    .where(eq(users.id, scope.userId));
  return `${user?.first ?? ''} ${user?.last ?? ''}`.trim() || (user?.username ?? 'Demo signer');
}

/** One party signs the demo contract: its user's name typed, or drawn with DEMO_DRAWING. */
export async function demoSign(
  db: Executor,
  scope: CallerScope,
  contractId: string,
  kind: 'typed' | 'drawn' = 'typed',
): Promise<TContract> {
  const input = ZSignContractInput.parse({
    id: contractId,
    signerName: await signerName(db, scope),
    kind,
    ...(kind === 'drawn' ? { drawing: DEMO_DRAWING } : {}),
  });
  return signContract(db, scope, input);
}

/** The buyer signs (typed), then the supplier (drawn): the contract is signed and its order made, as through the API. */
export async function demoSignByBoth(
  db: Executor,
  s: { buyer: CallerScope; supplier: CallerScope },
  contractId: string,
): Promise<TContract> {
  await demoSign(db, s.buyer, contractId, 'typed');
  return demoSign(db, s.supplier, contractId, 'drawn');
}
