import { type rejectApplicationBody, rejectApplicationContract } from '@quincena/shared';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { transitionApplication, useApplicationMutation } from './get-admin-application.ts';

export type RejectApplicationBody = z.input<typeof rejectApplicationBody>;

/** PUT /admin/credit-applications/:id/reject: PENDING or IN_REVIEW → REJECTED. */
export const rejectApplication = ({ id, body }: { id: string; body: RejectApplicationBody }) =>
  transitionApplication(call(rejectApplicationContract, { params: { id }, body }));

export const useRejectApplication = () => useApplicationMutation(rejectApplication);
