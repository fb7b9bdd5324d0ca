import type { TContract } from '@energy/domain/schemas/contract';
import { Badge, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDisplay } from '../../../i18n/useDisplay';
import {
  FORMULA_TEXTS,
  FormulaText,
  unitPriceText,
  useRfqMeasure,
  type TFormulaPricing,
} from '../../../components/procurement/FormulaText';
import { Fact } from '../../../components/Fact';

/** A formula contract's provisional total: the one its basis recorded at acceptance, else its value. */
export function provisionalTotal(contract: TContract): number {
  return contract.provisionalBasis ? contract.provisionalBasis.total : contract.totalValue;
}

/**
 * A formula contract's pricing (issue 30 item 5): the formula in words and its computation, the provisional price,
 * and "Awaiting quotes (3 of 5)" until every quote of the pricing period exists, then the final price and the
 * difference to the provisional one.
 */
export function ContractPricing({ contract, pricing }: { contract: TContract; pricing: TFormulaPricing }) {
  const { t } = useTranslation();
  const display = useDisplay();
  const measure = useRfqMeasure(contract.rfqId);
  const money = (minor: number) => display.money(minor, contract.currency);
  const unitPrice = (value: number | null) => (value === null ? '—' : unitPriceText(display, value, contract.currency));
  const provisional = provisionalTotal(contract);
  const final =
    contract.priceFixedAt !== null && contract.finalTotal !== null
      ? { fixedAt: contract.priceFixedAt, total: contract.finalTotal }
      : null;
  return (
    <Stack gap="sm">
      <Fact caps label={t('procurement.formula.formula')}>
        <FormulaText
          pricing={pricing}
          currency={contract.currency}
          measure={measure}
          basis={contract.finalBasis ?? contract.provisionalBasis}
        />
      </Fact>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Fact caps label={t('procurement.formula.provisional')}>
          {t('procurement.formula.priceValue', {
            unitPrice: unitPrice(contract.provisionalUnitPrice),
            total: money(provisional),
          })}
        </Fact>
        <Fact caps label={t('procurement.formula.finalPrice')}>
          {final ? (
            t('procurement.formula.finalValue', {
              unitPrice: unitPrice(contract.finalUnitPrice),
              total: money(final.total),
              date: display.date(final.fixedAt),
            })
          ) : (
            <Badge color="yellow" variant="light">
              {t(FORMULA_TEXTS.awaitingQuotes, {
                present: contract.quotesPresent ?? 0,
                needed: contract.quotesNeeded ?? 0,
              })}
            </Badge>
          )}
        </Fact>
        {final && (
          <Fact caps label={t('procurement.formula.difference')}>
            <Text size="sm" c={final.total < provisional ? 'green' : undefined}>
              {final.total < provisional
                ? t('procurement.formula.credit', { amount: money(provisional - final.total) })
                : `+${money(final.total - provisional)}`}
            </Text>
          </Fact>
        )}
      </SimpleGrid>
    </Stack>
  );
}
