/**
 * A record kind that exists only for the type checker: `widget`, a small kind with a state machine, a list and
 * live events, declared as a new kind is (its facts for the rules, its descriptor). Compiled with the source of
 * every package and app (./tsconfig.json, outside the tree's own tsconfig), it makes the type checker name every
 * file that must still say something of the new kind; test/record-kind-places.test.ts holds that list to the one
 * in docs/ARCHITECTURE.md ("Adding a record kind").
 */
import type { Transitions } from '../../packages/domain/src/machines/transitions';

type WidgetStatus = 'open' | 'passed' | 'failed';

declare module '../../packages/domain/src/actions/records' {
  interface RecordFacts {
    widget: { organizationId: string; status: WidgetStatus };
  }
}

declare module '../../packages/domain/src/entities/registry' {
  interface RecordKindRegistry {
    widget: {
      label: 'Widget';
      machine: { transitions: Transitions<WidgetStatus>; column: 'status' };
      sorts: readonly ['createdAt', 'status'];
      events: {
        permission: 'shipment:read';
        refreshes: readonly ['widget', 'shipment', 'notification'];
        notificationType: 'shipment';
      };
      page: (id: string) => string;
    };
  }
}
