import type { LoanInstallment } from '@quincena/shared';
import { Suspense, useState } from 'react';
import {
  PaymentScheduleList,
  PaymentScheduleTable,
} from '../../../components/domain/payment-schedule-table.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { lazyNamed } from '../../../lib/lazy-named.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { adminLoanQueryKey } from '../api/get-loan.ts';

// Its form brings the schemas and their validator: a chunk of its own, fetched when the admin
// points at "Corregir", so the page stays within its budget.
const CorrectInstallmentDialog = lazyNamed(
  () => import('../../../components/domain/correct-installment-dialog.tsx'),
  'CorrectInstallmentDialog',
);

/**
 * The loan's installments with what the ledger paid of each, as the customer's calendar lays them
 * out. While the loan is active, an unpaid one can be corrected: a new due date, or its late fee
 * waived (which another admin approves).
 */
export function LoanInstallments({
  applicationId,
  installments,
  active,
}: {
  applicationId: string;
  installments: readonly LoanInstallment[];
  active: boolean;
}) {
  const wide = useMediaQuery('(min-width: 40rem)');
  const [correcting, setCorrecting] = useState<LoanInstallment | null>(null);
  const correct = (row: LoanInstallment) =>
    active &&
    !row.isPaid && (
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Corregir cuota ${row.paymentNumber}`}
        onPointerEnter={() => void CorrectInstallmentDialog.preload()}
        onFocus={() => void CorrectInstallmentDialog.preload()}
        onClick={() => setCorrecting(row)}
      >
        Corregir
      </Button>
    );
  return (
    <Card>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle>Cuotas</CardTitle>
      </CardHeader>
      <CardContent>
        {installments.length === 0 ? (
          <p className="text-sm text-muted-foreground">Este préstamo no tiene cuotas.</p>
        ) : (
          <>
            {/* A phone gets stacked rows in the page's own scroll; wider screens the table. Both where
                the browser cannot say, and the classes choose. */}
            {wide !== true && (
              <div className="sm:hidden">
                <PaymentScheduleList rows={installments} rowAction={correct} />
              </div>
            )}
            {wide !== false && (
              <div className="hidden sm:block">
                <PaymentScheduleTable
                  rows={installments}
                  showLateFee
                  rowAction={correct}
                  className="max-h-[32rem] overflow-y-auto"
                />
              </div>
            )}
          </>
        )}
        {correcting && (
          <Suspense fallback={null}>
            <CorrectInstallmentDialog
              installment={correcting}
              onClose={() => setCorrecting(null)}
              refetch={[adminLoanQueryKey(applicationId)]}
            />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
