import {
  ZContract,
  ZContractId,
  ZContractListInput,
  ZContractSignature,
  ZSettlement,
  ZSignContractInput,
} from '@energy/domain/schemas/contract';
import { zPage } from '@energy/domain/schemas/paging';
import { z } from 'zod';
import { actionProcedure, permissionProcedure } from '../../permission';
import { scopeOf } from '../../scope';
import { router } from '../../trpc';
import { pageContracts } from './contract.list';
import { CONTRACT_CSV } from './contract.csv';
import { contractSettlements, contractSignatureList, getContract, signContract } from './contract.service';

export const contractRouter = router({
  list: permissionProcedure('contract', 'read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/contracts',
        query: true,
        paged: true,
        csv: CONTRACT_CSV,
        summary: 'Contracts, searched and filtered, a page at a time',
      },
    })
    .input(ZContractListInput)
    .output(zPage(ZContract))
    .query(({ ctx, input }) => pageContracts(ctx.db, scopeOf(ctx.user), input)),
  byId: permissionProcedure('contract', 'read')
    .meta({ rest: { method: 'get', path: '/api/contracts/{id}', summary: 'One contract' } })
    .input(ZContractId)
    .output(ZContract)
    .query(({ ctx, input }) => getContract(ctx.db, scopeOf(ctx.user), input.id)),
  settlements: permissionProcedure('contract', 'read')
    .meta({
      rest: { method: 'get', path: '/api/contracts/{id}/settlements', summary: 'The settlements of a contract' },
    })
    .input(ZContractId)
    .output(z.array(ZSettlement))
    .query(({ ctx, input }) => contractSettlements(ctx.db, scopeOf(ctx.user), input.id)),
  signatures: permissionProcedure('contract', 'read')
    .meta({
      rest: {
        method: 'get',
        path: '/api/contracts/{id}/signatures',
        summary: 'The signatures of a contract: who signed for each party, typed or drawn, and when',
      },
    })
    .input(ZContractId)
    .output(z.array(ZContractSignature))
    .query(({ ctx, input }) => contractSignatureList(ctx.db, scopeOf(ctx.user), input.id)),
  sign: actionProcedure('contract.sign')
    .meta({
      rest: {
        method: 'post',
        path: '/api/contracts/{id}/sign',
        creates: true,
        summary:
          "Sign a contract for the caller's party (buyer or supplier), typed or drawn; the second signature makes it signed and creates its order",
      },
    })
    .input(ZSignContractInput)
    .output(ZContract)
    .mutation(({ ctx, input }) => signContract(ctx.db, scopeOf(ctx.user), input)),
});
