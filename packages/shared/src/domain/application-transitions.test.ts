import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '../schemas/catalog.ts';
import { APPLICATION_TRANSITIONS, canTransition } from './application-transitions.ts';

describe('application transitions', () => {
  it('lets the vehicle be named until the money goes out, and nothing move a closed application', () => {
    expect(APPLICATION_STATUSES.filter((s) => canTransition(s, 'vehicle_info_assigned'))).toEqual([
      'PENDING',
      'IN_REVIEW',
      'APPROVED',
    ]);
    const moves = Object.keys(APPLICATION_TRANSITIONS) as (keyof typeof APPLICATION_TRANSITIONS)[];
    for (const closed of ['REJECTED', 'DISBURSED'] as const) {
      expect(moves.filter((m) => canTransition(closed, m))).toEqual([]);
    }
    expect(moves.filter((m) => canTransition('APPROVED', m))).toEqual(['vehicle_info_assigned', 'disbursed']);
  });
});
