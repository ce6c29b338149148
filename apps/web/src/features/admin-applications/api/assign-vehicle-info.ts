import type { assignVehicleInfoBody } from '@quincena/shared';
import type { z } from 'zod';
import { transitionApplication, useApplicationMutation } from './get-admin-application.ts';

export type AssignVehicleInfoBody = z.input<typeof assignVehicleInfoBody>;

/** PUT /admin/credit-applications/:id/assign-vehicle-info: the VIN and plate of the motorcycle. */
export const assignVehicleInfo = ({ id, body }: { id: string; body: AssignVehicleInfoBody }) =>
  transitionApplication('put', id, 'assign-vehicle-info', body);

export const useAssignVehicleInfo = () => useApplicationMutation(assignVehicleInfo);
