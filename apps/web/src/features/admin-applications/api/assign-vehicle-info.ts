import { type assignVehicleInfoBody, assignVehicleInfoContract } from '@quincena/shared';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { transitionApplication, useApplicationMutation } from './get-admin-application.ts';

export type AssignVehicleInfoBody = z.input<typeof assignVehicleInfoBody>;

/** PUT /admin/credit-applications/:id/assign-vehicle-info: the VIN and plate of the motorcycle. */
export const assignVehicleInfo = ({ id, body }: { id: string; body: AssignVehicleInfoBody }) =>
  transitionApplication(call(assignVehicleInfoContract, { params: { id }, body }));

export const useAssignVehicleInfo = () => useApplicationMutation(assignVehicleInfo);
