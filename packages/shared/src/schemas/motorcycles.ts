import { z } from 'zod';
import { money, moneyInput, paginationQuery } from './common.ts';

const maxYear = () => new Date().getUTCFullYear() + 1;

export const motorcycleBody = z.object({
  brand: z.string().trim().min(1, 'La marca es requerida.').max(60),
  model: z.string().trim().min(1, 'El modelo es requerido.').max(80),
  year: z.coerce
    .number({ error: 'El año es requerido.' })
    .int('El año debe ser un número entero.')
    .min(1900, 'El año debe ser 1900 o posterior.')
    .refine((y) => y <= maxYear(), { error: () => `El año no puede ser mayor que ${maxYear()}.` }),
  engineSize: z.string().trim().min(1, 'La cilindrada es requerida.').max(40),
  color: z.string().trim().min(1, 'El color es requerido.').max(40),
  price: moneyInput,
  description: z
    .string()
    .trim()
    .max(2000)
    .nullish()
    .transform((v) => (v ? v : null)),
  specifications: z
    .union([z.string().max(4000), z.record(z.string(), z.unknown())])
    .nullish()
    .transform((v) => v ?? null),
  isAvailable: z.boolean().default(true),
});
export const updateMotorcycleBody = motorcycleBody.partial();

export const motorcycle = z.object({
  id: z.string(),
  brand: z.string(),
  model: z.string(),
  year: z.number().int(),
  engineSize: z.string(),
  color: z.string(),
  price: money,
  description: z.string().nullable(),
  specifications: z.unknown(),
  isAvailable: z.boolean(),
  createdAt: z.string(),
});
export type Motorcycle = z.infer<typeof motorcycle>;

export const motorcycleListQuery = paginationQuery.extend({
  search: z.string().trim().max(100).optional(),
  isAvailable: z.enum(['true', 'false']).optional(),
});
