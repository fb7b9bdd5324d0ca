import type { TSettlement } from '@energy/domain/schemas/contract';

/** The catalogue key naming each kind of settlement, wherever a settlement's type shows. */
export const SETTLEMENT_TYPE_LABELS = {
  advance: 'procurement.contractSettlements.advance',
  balance: 'procurement.contractSettlements.balance',
  price_adjustment: 'procurement.contractSettlements.priceAdjustment',
  demurrage: 'procurement.contractSettlements.demurrage',
  final_balance: 'procurement.contractSettlements.finalBalance',
} as const satisfies Record<TSettlement['settlementType'], string>;
