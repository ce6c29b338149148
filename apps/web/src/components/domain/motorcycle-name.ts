import type { Motorcycle } from '@quincena/shared';

/** 'Honda CB190R 2024': how a motorcycle is named in texts and labels. */
export const motorcycleName = (m: Pick<Motorcycle, 'brand' | 'model' | 'year'>) =>
  `${m.brand} ${m.model} ${m.year}`;
