import type { ScheduleInstallment, scheduleCorrectionBody } from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { adminApplicationsQueryKey } from './list-admin-applications.ts';

export type ScheduleCorrection = z.input<typeof scheduleCorrectionBody>;

/** PUT /admin/payment-schedules/:id: a new due date or the late fee waived, with the admin's note. */
export async function correctInstallment({ id, body }: { id: string; body: ScheduleCorrection }) {
  const { installment } = await api.put<{ installment: ScheduleInstallment }>(
    `/admin/payment-schedules/${encodeURIComponent(id)}`,
    body,
  );
  return installment;
}

/** The detail (schedule and history) is refetched after a correction. */
export function useCorrectInstallment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: correctInstallment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminApplicationsQueryKey }),
  });
}
