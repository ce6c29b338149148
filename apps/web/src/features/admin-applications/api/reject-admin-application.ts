import type { rejectApplicationBody } from '@quincena/shared';
import type { z } from 'zod';
import { transitionApplication, useApplicationMutation } from './get-admin-application.ts';

export type RejectApplicationBody = z.input<typeof rejectApplicationBody>;

/** PUT /admin/credit-applications/:id/reject: PENDING or IN_REVIEW → REJECTED. */
export const rejectApplication = ({ id, body }: { id: string; body: RejectApplicationBody }) =>
  transitionApplication('put', id, 'reject', body);

export const useRejectApplication = () => useApplicationMutation(rejectApplication);
