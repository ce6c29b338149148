import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, instant, updatedAt } from './columns.ts';
import { vendors } from './users.ts';

export const motorcycles = pgTable(
  'motorcycles',
  {
    id: id(),
    // Null for the back-office inventory; set for a vendor's own catalog.
    vendorId: uuid('vendor_id').references(() => vendors.id),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    engineSize: text('engine_size').notNull(),
    color: text('color').notNull(),
    priceCents: integer('price_cents').notNull(),
    description: text('description'),
    specifications: jsonb('specifications'),
    imageKey: text('image_key'),
    // The photo's type as detected from its content when it was uploaded.
    imageMimeType: text('image_mime_type'),
    isAvailable: boolean('is_available').notNull().default(true),
    // Stands for a price-only sale (the spec's onboarding placeholder); never listed in a catalog.
    isPlaceholder: boolean('is_placeholder').notNull().default(false),
    deletedAt: instant('deleted_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('motorcycles_vendor_idx').on(t.vendorId, t.createdAt),
    index('motorcycles_search_trgm_idx').using(
      'gin',
      sql`(${t.brand} || ' ' || ${t.model} || ' ' || ${t.color} || ' ' || ${t.engineSize}) gin_trgm_ops`,
    ),
  ],
);
