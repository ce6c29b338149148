import { deleteCustomerContract } from '@quincena/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { adminCustomersQueryKey } from './list-customers.ts';

/**
 * DELETE /admin/customers/:id (soft). A customer with an approved or disbursed financing, or any
 * payment, is refused with 409 CUSTOMER_HAS_FINANCING and the server's message.
 */
export async function deleteCustomer(id: string): Promise<void> {
  await call(deleteCustomerContract, { params: { id } });
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminCustomersQueryKey }),
  });
}
