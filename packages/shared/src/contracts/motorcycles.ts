import { z } from 'zod';
import { idParams, pagination } from '../schemas/common.ts';
import {
  motorcycle,
  motorcycleBody,
  motorcycleImageForm,
  motorcycleListQuery,
  updateMotorcycleBody,
} from '../schemas/motorcycles.ts';
import { defineRoute } from './define.ts';

const motorcycleList = z.object({ motorcycles: z.array(motorcycle), pagination });
const oneMotorcycle = z.object({ motorcycle });

// The back-office inventory, open to anyone.

/** GET: the back-office inventory, a page of it; anyone. */
export const listMotorcyclesContract = defineRoute({
  method: 'GET',
  path: '/motorcycles',
  query: motorcycleListQuery,
  response: motorcycleList,
});

/** GET: the available motorcycles of the back-office inventory; anyone. */
export const listAvailableMotorcyclesContract = defineRoute({
  method: 'GET',
  path: '/motorcycles/available',
  query: motorcycleListQuery.omit({ isAvailable: true }),
  response: motorcycleList,
});

/** GET: one motorcycle of the back-office inventory; anyone. */
export const getMotorcycleContract = defineRoute({
  method: 'GET',
  path: '/motorcycles/:id',
  params: idParams,
  response: oneMotorcycle,
});

/** GET: a motorcycle's photo (JPEG, PNG or WebP), cacheable when `v` is its version; anyone. */
export const getMotorcycleImageContract = defineRoute({
  method: 'GET',
  path: '/motorcycles/:id/image',
  params: idParams,
  query: z.object({ v: z.string().max(20).optional() }),
  file: true,
});

/** POST (multipart, field `image`): uploads or replaces a motorcycle's photo; admins. */
export const uploadMotorcycleImageContract = defineRoute({
  method: 'POST',
  path: '/motorcycles/:id/image',
  params: idParams,
  body: motorcycleImageForm,
  multipart: true,
  response: oneMotorcycle,
});

// The back-office inventory's management: any admin.

/** GET: the back-office inventory, a page of it; admins. */
export const listAdminMotorcyclesContract = defineRoute({
  method: 'GET',
  path: '/admin/motorcycles',
  query: motorcycleListQuery,
  response: motorcycleList,
});

/** GET: one motorcycle of the back-office inventory; admins. */
export const getAdminMotorcycleContract = defineRoute({
  method: 'GET',
  path: '/admin/motorcycles/:id',
  params: idParams,
  response: oneMotorcycle,
});

/** POST: adds a motorcycle to the back-office inventory; admins. */
export const createAdminMotorcycleContract = defineRoute({
  method: 'POST',
  path: '/admin/motorcycles',
  body: motorcycleBody,
  response: oneMotorcycle,
  status: 201,
});

/** PUT: changes any of a back-office motorcycle's fields; admins. */
export const updateAdminMotorcycleContract = defineRoute({
  method: 'PUT',
  path: '/admin/motorcycles/:id',
  params: idParams,
  body: updateMotorcycleBody,
  response: oneMotorcycle,
});

/** DELETE: removes a back-office motorcycle (soft: applications keep it); admins. */
export const deleteAdminMotorcycleContract = defineRoute({
  method: 'DELETE',
  path: '/admin/motorcycles/:id',
  params: idParams,
  response: z.null(),
});

// A dealer's own catalog (PRODUCT.md §1).

/** GET: the vendor's own catalog, a page of it; the vendor. */
export const listVendorMotorcyclesContract = defineRoute({
  method: 'GET',
  path: '/vendor/motorcycles',
  query: motorcycleListQuery,
  response: motorcycleList,
});

/** GET: one motorcycle of the vendor's own catalog; the vendor. */
export const getVendorMotorcycleContract = defineRoute({
  method: 'GET',
  path: '/vendor/motorcycles/:id',
  params: idParams,
  response: oneMotorcycle,
});

/** POST: adds a motorcycle to the vendor's own catalog; the vendor. */
export const createVendorMotorcycleContract = defineRoute({
  method: 'POST',
  path: '/vendor/motorcycles',
  body: motorcycleBody,
  response: oneMotorcycle,
  status: 201,
});

/** PUT: changes any of the fields of one of the vendor's motorcycles; the vendor. */
export const updateVendorMotorcycleContract = defineRoute({
  method: 'PUT',
  path: '/vendor/motorcycles/:id',
  params: idParams,
  body: updateMotorcycleBody,
  response: oneMotorcycle,
});

/** DELETE: removes one of the vendor's motorcycles (soft: applications keep it); the vendor. */
export const deleteVendorMotorcycleContract = defineRoute({
  method: 'DELETE',
  path: '/vendor/motorcycles/:id',
  params: idParams,
  response: z.null(),
});
