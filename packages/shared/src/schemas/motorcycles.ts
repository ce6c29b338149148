import { z } from 'zod';
import { money, moneyInput, paginationQuery } from './common.ts';
import { documentMessages, type FileKind } from './documents.ts';

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
  price: moneyInput.refine((n) => n > 0, { error: 'El precio debe ser mayor que cero.' }),
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
export type MotorcycleInput = z.output<typeof motorcycleBody>;
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
  /** Where the photo is served (public, cacheable), or null when it has none. */
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type Motorcycle = z.infer<typeof motorcycle>;

export const motorcycleListQuery = paginationQuery.extend({
  search: z.string().trim().max(100).optional(),
  isAvailable: z.enum(['true', 'false']).optional(),
});

/** A motorcycle photo: JPEG, PNG or WebP by content, at most 5 MB, sent in the multipart field `image`. */
export const MOTORCYCLE_IMAGE_KINDS = ['jpeg', 'png', 'webp'] as const satisfies readonly FileKind[];
export const MOTORCYCLE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const MOTORCYCLE_IMAGE_FIELD = 'image';
export const motorcycleImageMessages = {
  tooLarge: documentMessages.fileTooLarge(MOTORCYCLE_IMAGE_MAX_BYTES),
  invalidType: documentMessages.invalidFileType(MOTORCYCLE_IMAGE_KINDS),
  required: 'La imagen es requerida.',
  notFound: 'Imagen no encontrada.',
} as const;

/** The multipart form, as the OpenAPI document describes it. */
export const motorcycleImageForm = z.object({
  [MOTORCYCLE_IMAGE_FIELD]: z.file().describe('La foto: JPG, PNG o WEBP, máximo 5 MB.'),
});
