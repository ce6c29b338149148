import { createVendorMotorcycleContract } from '@quincena/shared';
import { call } from '../../../lib/api-client.ts';
import { PLACEHOLDER_MODEL } from './list-motorcycle-choices.ts';

/**
 * Spec §7 onboarding sequence, step 4: POST /vendor/motorcycles with a unique custom brand, model
 * 'Financing', the current year, engine size and colour 'N/A' and the sale value as price. It is saved
 * as not available, so it never shows as stock to sell again.
 */
export async function createPlaceholderMotorcycle(saleValue: number, now = new Date()): Promise<string> {
  const { motorcycle } = await call(createVendorMotorcycleContract, {
    body: {
      brand: `Personalizada-${now.getTime()}`,
      model: PLACEHOLDER_MODEL,
      year: now.getFullYear(),
      engineSize: 'N/A',
      color: 'N/A',
      price: saleValue,
      description: 'Moto registrada con el valor de venta en el registro de un cliente.',
      isAvailable: false,
    },
  });
  return motorcycle.id;
}
