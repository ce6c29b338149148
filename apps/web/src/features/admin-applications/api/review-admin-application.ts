import { reviewApplicationContract } from '@quincena/shared';
import { call } from '../../../lib/api-client.ts';
import { transitionApplication, useApplicationMutation } from './get-admin-application.ts';

/** PUT /admin/credit-applications/:id/review: PENDING → IN_REVIEW. */
export const reviewApplication = (id: string) =>
  transitionApplication(call(reviewApplicationContract, { params: { id } }));

export const useReviewApplication = () => useApplicationMutation(reviewApplication);
