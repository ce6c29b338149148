import {
  listAvailableMotorcyclesContract,
  listVendorMotorcyclesContract,
  type Motorcycle,
} from '@quincena/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';

/** The model name the wizard gives its placeholder motorcycles (spec §7); they are not for picking. */
export const PLACEHOLDER_MODEL = 'Financing';

export function isPlaceholderMotorcycle(m: Pick<Motorcycle, 'model' | 'engineSize'>): boolean {
  return m.model === PLACEHOLDER_MODEL && m.engineSize === 'N/A';
}

export interface MotorcycleChoices {
  /** The vendor's own catalog (GET /vendor/motorcycles), available ones only. */
  own: Motorcycle[];
  /** The back-office inventory anyone can finance (GET /motorcycles/available). */
  inventory: Motorcycle[];
}

const LIMIT = 100;

/** GET /motorcycles/available: the back-office inventory open to everyone. */
export async function listAvailableMotorcycles(signal?: AbortSignal): Promise<Motorcycle[]> {
  const { motorcycles } = await call(listAvailableMotorcyclesContract, {
    query: { limit: LIMIT },
    signal,
  });
  return motorcycles.filter((m) => !isPlaceholderMotorcycle(m));
}

/** Both catalogs a vendor may finance from; the placeholders earlier registrations created are left out. */
export async function listVendorMotorcycleChoices(signal?: AbortSignal): Promise<MotorcycleChoices> {
  const [own, inventory] = await Promise.all([
    call(listVendorMotorcyclesContract, { query: { limit: LIMIT, isAvailable: 'true' }, signal }),
    listAvailableMotorcycles(signal),
  ]);
  const ownMotorcycles = own.motorcycles.filter((m) => m.isAvailable && !isPlaceholderMotorcycle(m));
  const ownIds = new Set(ownMotorcycles.map((m) => m.id));
  return { own: ownMotorcycles, inventory: inventory.filter((m) => !ownIds.has(m.id)) };
}

export const motorcycleChoicesKeys = {
  vendor: ['onboarding', 'motorcycle-choices', 'vendor'] as const,
  customer: ['onboarding', 'motorcycle-choices', 'customer'] as const,
};

/** Lists cached for 2 minutes (spec §7). */
const STALE_MS = 2 * 60_000;

/** `enabled` lets a wizard start loading the catalog a step before it is shown. */
export function useVendorMotorcycleChoices({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: motorcycleChoicesKeys.vendor,
    queryFn: ({ signal }) => listVendorMotorcycleChoices(signal),
    staleTime: STALE_MS,
    enabled,
  });
}

export function useCustomerMotorcycleChoices({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: motorcycleChoicesKeys.customer,
    queryFn: async ({ signal }): Promise<MotorcycleChoices> => ({
      own: [],
      inventory: await listAvailableMotorcycles(signal),
    }),
    staleTime: STALE_MS,
  });
}
