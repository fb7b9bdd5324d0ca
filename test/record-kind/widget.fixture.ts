/**
 * A record kind that exists only for the type checker: `widget`, a small kind (one list, one create, two
 * transitions) declared as a new kind is, in one file: its facts for the rules, its machine, its list's sorts, its
 * verbs and its descriptor (packages/domain/src/entities/<domain>.ts holds a real kind's). Compiled with the source of
 * every package and app (./tsconfig.json, outside the tree's own tsconfig), it makes the type checker name every
 * file that must still say something of the new kind; test/record-kind-places.test.ts holds that list to the one
 * in docs/ARCHITECTURE.md ("Adding a record kind"). Its table (`widgets`) is not in the database schema, as a new
 * kind's is not until its schema file is written. The last declaration stands for the line `npm run exports:map`
 * writes for a real kind's file in entities/entities.gen.ts.
 */
import { entry, move } from '../../packages/domain/src/actions/entry';
import { memberOf, ownerOf } from '../../packages/domain/src/actions/parties';
import { defineEntity } from '../../packages/domain/src/entities/descriptor';
import type { Transitions } from '../../packages/domain/src/machines/transitions';

type WidgetStatus = 'open' | 'passed' | 'failed';

declare module '../../packages/domain/src/actions/records' {
  interface RecordFacts {
    widget: { organizationId: string; status: WidgetStatus };
  }
}

/** Open until it passes or fails; both are final. */
const WIDGET_TRANSITIONS: Transitions<WidgetStatus> = { open: ['passed', 'failed'], passed: [], failed: [] };

export const widget = defineEntity({
  label: 'Widget',
  table: 'widgets',
  machine: { transitions: WIDGET_TRANSITIONS, column: 'status' },
  sorts: ['createdAt', 'status'] as const,
  events: {
    permission: 'shipment:read',
    refreshes: ['widget', 'shipment', 'notification'],
    notificationType: 'shipment',
  },
  page: () => '/widgets',
  verbs: {
    'widget.create': entry({
      on: 'organization',
      permission: 'shipment:read',
      party: memberOf,
      transition: { none: 'creates an open widget' },
    }),
    'widget.pass': entry({
      on: 'widget',
      permission: 'shipment:read',
      party: ownerOf('widget'),
      transition: move(
        WIDGET_TRANSITIONS,
        'passed',
        (w: { status: WidgetStatus }) => w.status,
        (s) => `This widget is ${s}`,
      ),
    }),
    'widget.fail': entry({
      on: 'widget',
      permission: 'shipment:read',
      party: ownerOf('widget'),
      transition: move(
        WIDGET_TRANSITIONS,
        'failed',
        (w: { status: WidgetStatus }) => w.status,
        (s) => `This widget is ${s}`,
      ),
    }),
  },
});

declare module '../../packages/domain/src/entities/registry' {
  interface RecordKindRegistry {
    widget: typeof widget;
  }
}
