import type { AdminApplicationSummary } from '@quincena/shared';
import { AdminApplicationDetailDialog } from './admin-application-detail-dialog.tsx';
import {
  ApproveDialog,
  AssignVehicleDialog,
  DeleteDialog,
  RejectDialog,
  ReviewDialog,
} from './application-action-dialogs.tsx';
import type { ApplicationAction } from './application-workflow.ts';
import { DisburseDialog } from './disburse-dialog.tsx';

export type OpenAction = { action: ApplicationAction; application: AdminApplicationSummary } | null;

interface ApplicationDialogsProps {
  /** The application whose detail is open, if any. */
  detailId: string | null;
  onCloseDetail: () => void;
  canDelete: boolean;
  onAction: (action: ApplicationAction, application: AdminApplicationSummary) => void;
  /** The workflow action whose dialog is open, with its application. */
  open: OpenAction;
  onCloseAction: () => void;
}

/** The applications page's dialogs: the detail and one per workflow action, each shown when chosen. */
export function ApplicationDialogs({
  detailId,
  onCloseDetail,
  canDelete,
  onAction,
  open,
  onCloseAction,
}: ApplicationDialogsProps) {
  const dialogFor = (action: ApplicationAction) => (open?.action === action ? open.application : null);
  return (
    <>
      <AdminApplicationDetailDialog
        applicationId={detailId}
        onClose={onCloseDetail}
        canDelete={canDelete}
        onAction={onAction}
      />
      <ReviewDialog application={dialogFor('review')} onClose={onCloseAction} />
      <ApproveDialog application={dialogFor('approve')} onClose={onCloseAction} />
      <RejectDialog application={dialogFor('reject')} onClose={onCloseAction} />
      <AssignVehicleDialog application={dialogFor('assignVehicle')} onClose={onCloseAction} />
      <DisburseDialog application={dialogFor('disburse')} onClose={onCloseAction} />
      <DeleteDialog
        application={dialogFor('delete')}
        onClose={() => {
          // The deleted application's detail has nothing left to show.
          if (open?.application.id === detailId) onCloseDetail();
          onCloseAction();
        }}
      />
    </>
  );
}
