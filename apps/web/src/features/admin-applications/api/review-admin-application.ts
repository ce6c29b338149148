import { transitionApplication, useApplicationMutation } from './get-admin-application.ts';

/** PUT /admin/credit-applications/:id/review: PENDING → IN_REVIEW. */
export const reviewApplication = (id: string) => transitionApplication('put', id, 'review');

export const useReviewApplication = () => useApplicationMutation(reviewApplication);
