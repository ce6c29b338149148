import type { ApprovalRequested, ScheduleInstallment, scheduleCorrectionBody } from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { adminApplicationsQueryKey } from './list-admin-applications.ts';

export type ScheduleCorrection = z.input<typeof scheduleCorrectionBody>;

/**
 * PUT /admin/payment-schedules/:id: a new due date (applied at once) and/or the late fee's waiver,
 * which answers `approval` — it waits for another admin (PRODUCT.md §9).
 */
export async function correctInstallment({ id, body }: { id: string; body: ScheduleCorrection }) {
  return api.put<{ installment: ScheduleInstallment; approval?: ApprovalRequested['approval'] }>(
    `/admin/payment-schedules/${encodeURIComponent(id)}`,
    body,
  );
}

/** The detail (schedule and history) and the approvals queue are refetched after a correction. */
export function useCorrectInstallment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctInstallment,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminApplicationsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'approvals'] }),
      ]),
  });
}
