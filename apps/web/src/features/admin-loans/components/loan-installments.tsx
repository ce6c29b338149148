import type { LoanInstallment } from '@quincena/shared';
import {
  PaymentScheduleList,
  PaymentScheduleTable,
} from '../../../components/domain/payment-schedule-table.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useMediaQuery } from '../../../lib/use-media-query.ts';

/** The loan's installments with what the ledger paid of each, as the customer's calendar lays them out. */
export function LoanInstallments({ installments }: { installments: readonly LoanInstallment[] }) {
  const wide = useMediaQuery('(min-width: 40rem)');
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
                <PaymentScheduleList rows={installments} />
              </div>
            )}
            {wide !== false && (
              <div className="hidden sm:block">
                <PaymentScheduleTable
                  rows={installments}
                  showLateFee
                  className="max-h-[32rem] overflow-y-auto"
                />
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
