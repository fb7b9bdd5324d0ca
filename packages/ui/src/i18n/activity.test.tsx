import { activityLabel, recordTypeLabel } from '@energy/domain/activity-labels';
import { ACTION_NAMES } from '@energy/domain/actions/catalog';
import { ENTITIES, MACHINES, auditTypeOf, type RecordKind } from '@energy/domain/entities/registry';
import type { Language } from '@energy/i18n/languages';
import { en } from '@energy/i18n/messages/en/screens';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test-utils/render';
import { useActivityLabels } from './activity';

/** Every state a machine moves a record to: the transition runner writes "<record>.<state>" when no action is named. */
const MACHINE_STATES = [
  ...new Set(
    Object.values(MACHINES).flatMap((machine) =>
      Object.values(machine.transitions as Record<string, readonly string[]>).flat(),
    ),
  ),
];
const RECORD_TYPES = [...new Set(Object.keys(ENTITIES).map((kind) => auditTypeOf(kind as RecordKind)))];

/** The actions the services name themselves (grep "action: '" in packages/trpc), and a few the runner writes. */
const WRITTEN_ACTIONS = [
  'auth.signin_locked',
  'auth.signin_throttled',
  'auth.password_checks_locked',
  'bid.won',
  'bid.lost',
  'contract.activated',
  'document.uploaded',
  'document.generated',
  'featureFlag.enabled',
  'offer.counter_declined',
  'order.inspection_started',
  'organization.renamed',
  'organization.verified',
  'rfq.cancelled',
  'review.approved',
  'settlement.payment_recorded',
  'settlement.overdue',
  'user.phone_verified',
  'user.two_factor_enabled',
];
const ACCOUNT_ACTIONS = Object.entries(en.activity.known).flatMap(([record, verbs]) =>
  Object.keys(verbs).map((verb) => `${record}.${verb}`),
);
const ACTIONS = [
  ...new Set([
    ...ACCOUNT_ACTIONS,
    ...WRITTEN_ACTIONS,
    ...ACTION_NAMES,
    // The words are looked up apart: every state after one record type, every record type before one state.
    ...MACHINE_STATES.map((state) => `shipment.${state}`),
    ...RECORD_TYPES.map((type) => `${type}.created`),
    'featureFlag.created',
    'something_new.happened_here',
  ]),
];

function Probe({ actions, types }: { actions: readonly string[]; types: readonly string[] }) {
  const labels = useActivityLabels();
  return (
    <ul>
      {actions.map((code) => (
        <li key={code} data-testid={`action ${code}`}>
          {labels.action(code)}
        </li>
      ))}
      {types.map((type) => (
        <li key={type} data-testid={`type ${type}`}>
          {labels.recordType(type)}
        </li>
      ))}
    </ul>
  );
}

/** Renders the labels; `first` is the first action's text once the page's catalogue has loaded. */
async function read(language: Language, first: string, actions: readonly string[], types: readonly string[] = []) {
  renderScreen(<Probe actions={actions} types={types} />, { language });
  await screen.findByText(first, undefined, { timeout: 10_000 });
  return {
    action: (code: string) => screen.getByTestId(`action ${code}`).textContent,
    type: (type: string) => screen.getByTestId(`type ${type}`).textContent,
  };
}

describe('audit actions in the page language', () => {
  it('names every record type and every state a machine writes', () => {
    expect(RECORD_TYPES.filter((type) => !Object.hasOwn(en.activity.record, type))).toEqual([]);
    expect(MACHINE_STATES.filter((state) => !Object.hasOwn(en.activity.verb, state))).toEqual([]);
  });

  it('reads in English exactly as the domain words them', async () => {
    const labels = await read('en', activityLabel(ACTIONS[0] ?? ''), ACTIONS, [...RECORD_TYPES, 'featureFlag']);
    for (const code of ACTIONS) expect(labels.action(code), code).toBe(activityLabel(code));
    for (const type of [...RECORD_TYPES, 'featureFlag']) expect(labels.type(type), type).toBe(recordTypeLabel(type));
  });

  it('reads in French: the account events in their own words, any other action as its record and what happened', async () => {
    const labels = await read(
      'fr',
      'Connexion',
      ['user.login', 'offer.submitted', 'featureFlag.created', 'rfq.cancelled', 'shipment.in_transit'],
      ['feature_flag', 'review'],
    );
    expect(labels.action('user.login')).toBe('Connexion');
    expect(labels.action('offer.submitted')).toBe('Offre : soumission');
    expect(labels.action('featureFlag.created')).toBe('Indicateur de fonctionnalité : création');
    expect(labels.action('rfq.cancelled')).toBe('Demande de prix : annulation');
    expect(labels.action('shipment.in_transit')).toBe('Expédition : en transit');
    expect(labels.type('feature_flag')).toBe('indicateur de fonctionnalité');
    expect(labels.type('review')).toBe('vérification KYB/KYC');
  });
});
