import type { ApplicationStatus } from '@quincena/shared';
import { Landmark } from 'lucide-react';
import { Link } from '../../lib/router.tsx';
import { Button } from '../ui/button.tsx';

/** An approved or disbursed application is a loan, with its page. */
const LOAN_STATUSES: ReadonlySet<ApplicationStatus> = new Set(['APPROVED', 'DISBURSED']);

/** 'Ver préstamo' for an application that is a loan; nothing for one that is not (yet). */
export function LoanLink({ applicationId, status }: { applicationId: string; status: ApplicationStatus }) {
  if (!LOAN_STATUSES.has(status)) return null;
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={`/admin/loans/${encodeURIComponent(applicationId)}`}>
        <Landmark aria-hidden="true" />
        Ver préstamo
      </Link>
    </Button>
  );
}
