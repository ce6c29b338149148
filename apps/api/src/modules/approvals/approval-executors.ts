import type { ApprovalKind } from '@quincena/shared';
import {
  applyLateFeeWaiver,
  applyPaymentReversal,
  applyRefund,
  applyRestructure,
  applyWriteOff,
} from '../payments/index.ts';
import type { ApprovalExecutor } from './approvals.service.ts';

/**
 * What carries out each kind once approved. A kind without one cannot be requested yet: the modules
 * that ask for it (reversal, write-off, restructuring, refund) bring their executor with them.
 */
export const approvalExecutors: Partial<Record<ApprovalKind, ApprovalExecutor>> = {
  LATE_FEE_WAIVER: applyLateFeeWaiver,
  PAYMENT_REVERSAL: applyPaymentReversal,
  WRITE_OFF: applyWriteOff,
  REFUND: applyRefund,
  RESTRUCTURE: applyRestructure,
};
