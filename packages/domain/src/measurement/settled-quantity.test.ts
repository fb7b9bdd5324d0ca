import { describe, expect, it } from 'vitest';
import { toFixedHalfEven } from '../pricing/exact';
import { type BasisMeasurement, settledQuantity, type SettledQuantityInput } from './settled-quantity';

const loading: BasisMeasurement = { id: 'loading-1', nsvLitres: '32590', densityKgM3: '845.00' };
const receipt = (nsvLitres: string): BasisMeasurement => ({ id: 'receipt-1', nsvLitres, densityKgM3: '845.00' });
/** 33,000 litres of AGO at ± 5 %, settled on the outturn. */
const contract: SettledQuantityInput = {
  basis: 'outturn',
  loading,
  receipt: receipt('32480'),
  contractedQuantity: '33000',
  unit: 'l',
  tolerancePct: '5',
};

describe('settled quantity and tolerance', () => {
  it('settles an outturn on the received NSV: 32,480 l of 33,000 is -520 l, -1.58 %, within ± 5 %', () => {
    expect(settledQuantity(contract)).toMatchObject({
      source: 'outturn',
      measurementId: 'receipt-1',
      nsvLitres: '32480',
      quantity: '32480.000',
      deviation: '-520.000',
      deviationPct: '-1.58',
      status: 'within',
    });
  });

  it('settles a bill-of-lading contract on the loaded NSV, and an outturn without a receipt on the loading', () => {
    expect(settledQuantity({ ...contract, basis: 'bl' })).toMatchObject({
      source: 'bl',
      measurementId: 'loading-1',
      quantity: '32590.000',
      deviationPct: '-1.24',
    });
    expect(settledQuantity({ ...contract, receipt: null })).toMatchObject({
      source: 'outturn',
      measurementId: 'loading-1',
      quantity: '32590.000',
    });
  });

  it('is short below -5 %: 31,000 l is -2,000 l, -6.06 %', () => {
    expect(settledQuantity({ ...contract, receipt: receipt('31000') })).toMatchObject({
      deviation: '-2000.000',
      deviationPct: '-6.06',
      status: 'short',
    });
  });

  it('is over above +5 %: 34,700 l is +1,700 l, 5.15 %', () => {
    expect(settledQuantity({ ...contract, receipt: receipt('34700') })).toMatchObject({
      deviation: '1700.000',
      deviationPct: '5.15',
      status: 'over',
    });
  });

  it('counts exactly the tolerance as within on both sides (31,350 l and 34,650 l), one litre more as outside', () => {
    expect(settledQuantity({ ...contract, receipt: receipt('31350') }).status).toBe('within');
    expect(settledQuantity({ ...contract, receipt: receipt('31349') }).status).toBe('short');
    expect(settledQuantity({ ...contract, receipt: receipt('34650') }).status).toBe('within');
    expect(settledQuantity({ ...contract, receipt: receipt('34651') }).status).toBe('over');
  });

  it('converts into a mass unit through the measurement density: 32,590 l at 845 kg/m³ = 27.53855 t', () => {
    const tonnes = settledQuantity({ ...contract, basis: 'bl', contractedQuantity: '28', unit: 't' });
    expect(tonnes).toMatchObject({ quantity: '27.539', deviation: '-0.461', deviationPct: '-1.65', status: 'within' });
    expect(toFixedHalfEven(tonnes.exactQuantity, 5)).toBe('27.53855');
  });

  it('keeps a barrel conversion exact: 32,480 l = 290,000,000,000 / 1,419,529,419 bbl (204.293 bbl)', () => {
    const barrels = settledQuantity({ ...contract, contractedQuantity: '204', unit: 'bbl' });
    expect(barrels.exactQuantity).toEqual({ num: 290_000_000_000n, den: 1_419_529_419n });
    expect(barrels).toMatchObject({ quantity: '204.293', deviation: '0.293', deviationPct: '0.14', status: 'within' });
  });

  it('settles on the contracted quantity when nothing was measured (received = contracted)', () => {
    expect(settledQuantity({ ...contract, loading: null, receipt: null })).toMatchObject({
      source: 'contracted',
      measurementId: null,
      nsvLitres: null,
      quantity: '33000.000',
      deviation: '0.000',
      deviationPct: '0.00',
      status: 'within',
    });
  });
});
