import type { EventEntityType } from '@energy/domain/schemas/events';
import { useEffect, useRef } from 'react';
import { trpc } from '../trpc';

type Utils = ReturnType<typeof trpc.useUtils>;
type Refreshed = 'rfq' | 'offer' | 'contract' | 'settlement' | 'order' | 'shipment' | 'payment' | 'vehicle' | 'driver' | 'blackout' | 'tender' | 'job';

/** The screens' data a change to each kind of record can alter: the record's own router and its neighbours. */
export const REFRESHED_BY: Record<EventEntityType, readonly Refreshed[]> = {
  rfq: ['rfq', 'offer'],
  offer: ['offer', 'rfq'],
  contract: ['contract', 'settlement', 'order'],
  settlement: ['settlement', 'contract', 'payment'],
  order: ['order', 'shipment', 'payment', 'contract'],
  shipment: ['shipment', 'order'],
  payment: ['payment', 'order', 'settlement', 'contract'],
  vehicle: ['vehicle', 'job'],
  driver: ['driver', 'job'],
  blackout: ['blackout', 'vehicle', 'driver', 'job'],
  tender: ['tender', 'shipment'],
  bid: ['tender', 'shipment'],
  job: ['job', 'vehicle', 'driver', 'shipment', 'order'],
};

const invalidators = (utils: Utils): Record<Refreshed, () => Promise<void>> => ({
  rfq: () => utils.rfq.invalidate(),
  offer: () => utils.offer.invalidate(),
  contract: () => utils.contract.invalidate(),
  settlement: () => utils.settlement.invalidate(),
  order: () => utils.order.invalidate(),
  shipment: () => utils.shipment.invalidate(),
  payment: () => utils.payment.invalidate(),
  vehicle: () => utils.vehicle.invalidate(),
  driver: () => utils.driver.invalidate(),
  blackout: () => utils.blackout.invalidate(),
  tender: () => utils.tender.invalidate(),
  job: () => utils.job.invalidate(),
});

/** One transition writes several events at once (an award: four); their refreshes are gathered this long. */
const GATHER_MS = 150;

/**
 * Keeps the open screens current: listens to the live feed (events.live over server-sent events) and
 * refetches the queries of the records each event touches, so another party's change shows without a
 * reload. The link resumes from the last event id after a dropped connection. Mounted once, by
 * LiveInvalidation, for the signed-in user.
 */
export function useLiveInvalidation(): void {
  const utils = trpc.useUtils();
  const pending = useRef(new Set<Refreshed>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  trpc.events.live.useSubscription(undefined, {
    onData: ({ data }) => {
      for (const router of REFRESHED_BY[data.entityType]) pending.current.add(router);
      if (timer.current !== undefined) return;
      timer.current = setTimeout(() => {
        timer.current = undefined;
        const refresh = invalidators(utils);
        for (const router of pending.current) void refresh[router]();
        pending.current.clear();
      }, GATHER_MS);
    },
    // The link reconnects by itself; a refusal (a session that ended) is the session screens' to show.
    onError: () => undefined,
  });
}
