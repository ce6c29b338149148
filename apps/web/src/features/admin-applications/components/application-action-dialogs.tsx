import {
  type AdminApplicationSummary,
  adminApplicationMessages,
  approveApplicationBody,
  assignVehicleInfoBody,
  fromCents,
  PLATE_MAX,
  rejectApplicationBody,
  toCents,
  vinMessages,
} from '@quincena/shared';
import { useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormDialog } from '../../../components/domain/form-dialog.tsx';
import { useZodForm } from '../../../components/domain/use-zod-form.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { DescriptionItem, DescriptionList } from '../../../components/ui/description-list.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { serverMessage } from '../../../lib/api-client.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useApproveApplication } from '../api/approve-admin-application.ts';
import { useAssignVehicleInfo } from '../api/assign-vehicle-info.ts';
import { useDeleteApplication } from '../api/delete-admin-application.ts';
import { useRejectApplication } from '../api/reject-admin-application.ts';
import { useReviewApplication } from '../api/review-admin-application.ts';
import { customerName } from './application-workflow.ts';

/** Each dialog is about one application; null closes it. */
export interface ActionDialogProps {
  application: AdminApplicationSummary | null;
  onClose: () => void;
}

const UNEXPECTED = 'Error inesperado. Intente nuevamente.';
const subject = (a: AdminApplicationSummary) =>
  `${customerName(a)} · ${a.motorcycle.brand} ${a.motorcycle.model} ${a.motorcycle.year}`;

/** Spec part 2 §5: the approved amount is the requested amount minus the down payment, to the cent. */
const approvedAmountOf = (a: Pick<AdminApplicationSummary, 'requestedAmount' | 'downPayment'>) =>
  fromCents(toCents(a.requestedAmount) - toCents(a.downPayment));

/** PENDING → IN_REVIEW, after a confirmation. */
export function ReviewDialog({ application, onClose }: ActionDialogProps) {
  const review = useReviewApplication();
  const { toast } = useToast();
  return (
    <ConfirmDialog
      open={application !== null}
      onOpenChange={(open) => !open && onClose()}
      title="¿Tomar esta solicitud en revisión?"
      description={application ? `${subject(application)}. Pasará al estado «En revisión».` : undefined}
      confirmLabel="Tomar en revisión"
      onConfirm={async () => {
        if (!application) return;
        try {
          await review.mutateAsync(application.id);
          toast.success('Solicitud en revisión');
        } catch (error) {
          toast.error('Error al tomar la solicitud en revisión', serverMessage(error, UNEXPECTED));
          throw error;
        }
      }}
    />
  );
}

export function ApproveDialog({ application, onClose }: ActionDialogProps) {
  return application ? (
    <ApproveForm key={application.id} application={application} onClose={onClose} />
  ) : null;
}

function ApproveForm({
  application: a,
  onClose,
}: {
  application: AdminApplicationSummary;
  onClose: () => void;
}) {
  const approve = useApproveApplication();
  const { toast } = useToast();
  const approvedAmount = approvedAmountOf(a);
  const { register, handleSubmit, errors, isSubmitting } = useZodForm(approveApplicationBody, {
    defaultValues: { vin: a.motorcycle.vin ?? '', placa: a.motorcycle.placa ?? '', notes: '' },
  });

  const submit = handleSubmit(async (body) => {
    try {
      await approve.mutateAsync({ id: a.id, body: { ...body, approvedAmount } });
      toast.success(adminApplicationMessages.approvedSuccess);
      onClose();
    } catch (error) {
      toast.error(`${adminApplicationMessages.approveFailed}${serverMessage(error, UNEXPECTED)}`);
    }
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Aprobar solicitud"
      description={subject(a)}
      onSubmit={submit}
      submitLabel="Aprobar"
      submitting={isSubmitting}
    >
      <DescriptionList className="grid-cols-2 rounded-lg bg-muted/60 px-4 py-3">
        <DescriptionItem label="Valor de la moto">{formatMoney(a.requestedAmount)}</DescriptionItem>
        <DescriptionItem label="Abono inicial">{formatMoney(a.downPayment)}</DescriptionItem>
        <DescriptionItem label="Monto aprobado" className="col-span-2">
          <span className="text-base font-semibold">{formatMoney(approvedAmount)}</span>
        </DescriptionItem>
      </DescriptionList>
      <VehicleFields
        vin={register('vin')}
        placa={register('placa')}
        errors={{ vin: errors.vin?.message, placa: errors.placa?.message }}
        optional
      />
      <Textarea label="Notas" rows={3} error={errors.notes?.message} {...register('notes')} />
    </FormDialog>
  );
}

export function RejectDialog({ application, onClose }: ActionDialogProps) {
  return application ? <RejectForm key={application.id} application={application} onClose={onClose} /> : null;
}

function RejectForm({
  application: a,
  onClose,
}: {
  application: AdminApplicationSummary;
  onClose: () => void;
}) {
  const reject = useRejectApplication();
  const { toast } = useToast();
  const { register, handleSubmit, errors, isSubmitting } = useZodForm(rejectApplicationBody, {
    defaultValues: { rejectionReason: '' },
  });

  const submit = handleSubmit(async (body) => {
    try {
      await reject.mutateAsync({ id: a.id, body });
      toast.success(adminApplicationMessages.rejectedSuccess);
      onClose();
    } catch (error) {
      toast.error(adminApplicationMessages.rejectFailed, serverMessage(error, UNEXPECTED));
    }
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Rechazar solicitud"
      description={subject(a)}
      onSubmit={submit}
      submitLabel="Rechazar"
      submitting={isSubmitting}
      tone="destructive"
    >
      <Textarea
        label="Razón del rechazo"
        required
        rows={4}
        error={errors.rejectionReason?.message}
        {...register('rejectionReason')}
      />
    </FormDialog>
  );
}

export function AssignVehicleDialog({ application, onClose }: ActionDialogProps) {
  return application ? (
    <AssignVehicleForm key={application.id} application={application} onClose={onClose} />
  ) : null;
}

function AssignVehicleForm({
  application: a,
  onClose,
}: {
  application: AdminApplicationSummary;
  onClose: () => void;
}) {
  const assign = useAssignVehicleInfo();
  const { toast } = useToast();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, errors, isSubmitting } = useZodForm(assignVehicleInfoBody, {
    defaultValues: { vin: a.motorcycle.vin ?? '', placa: a.motorcycle.placa ?? '' },
  });

  const submit = handleSubmit(async (body) => {
    setServerError(null);
    try {
      await assign.mutateAsync({ id: a.id, body });
      toast.success('Información del vehículo asignada');
      onClose();
    } catch (error) {
      setServerError(serverMessage(error, UNEXPECTED));
    }
  });

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Asignar información del vehículo"
      description={subject(a)}
      onSubmit={submit}
      submitLabel="Guardar"
      submitting={isSubmitting}
      error={serverError}
    >
      <VehicleFields
        vin={register('vin')}
        placa={register('placa')}
        errors={{ vin: errors.vin?.message, placa: errors.placa?.message }}
      />
    </FormDialog>
  );
}

/** The word to type before a deletion goes ahead (spec part 2 §5). */
const DELETE_CONFIRMATION_WORD = 'ELIMINAR';

export function DeleteDialog({ application, onClose }: ActionDialogProps) {
  return application ? <DeleteForm key={application.id} application={application} onClose={onClose} /> : null;
}

function DeleteForm({
  application: a,
  onClose,
}: {
  application: AdminApplicationSummary;
  onClose: () => void;
}) {
  const remove = useDeleteApplication();
  const { toast } = useToast();
  const [word, setWord] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const confirmed = word === DELETE_CONFIRMATION_WORD;

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Eliminar solicitud"
      description={`${subject(a)}. La solicitud dejará de mostrarse; el registro queda en el historial.`}
      onSubmit={async (event) => {
        event.preventDefault();
        if (!confirmed) return;
        setServerError(null);
        try {
          await remove.mutateAsync(a.id);
          toast.success('Solicitud eliminada');
          onClose();
        } catch (error) {
          setServerError(serverMessage(error, UNEXPECTED));
        }
      }}
      submitLabel="Eliminar"
      submitting={remove.isPending}
      submitDisabled={!confirmed}
      tone="destructive"
      error={serverError}
    >
      <Input
        label={`Escribe ${DELETE_CONFIRMATION_WORD} para confirmar`}
        autoComplete="off"
        spellCheck={false}
        value={word}
        onChange={(event) => setWord(event.target.value)}
      />
    </FormDialog>
  );
}

/** VIN (17 characters, no I, O or Q) and plate (≤ 10), shared by the approve and assign forms. */
function VehicleFields({
  vin,
  placa,
  errors,
  optional = false,
}: {
  vin: UseFormRegisterReturn;
  placa: UseFormRegisterReturn;
  errors: { vin?: string; placa?: string };
  optional?: boolean;
}) {
  const hint = optional ? 'Opcional' : undefined;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {/* No maxLength: a pasted VIN is never cut short, the rule says what is wrong. Shown in capitals, as stored. */}
      <Input
        label="VIN"
        hint={optional ? `Opcional. ${vinMessages.hint}` : vinMessages.hint}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="font-mono uppercase"
        error={errors.vin}
        {...vin}
      />
      <Input
        label="Placa"
        hint={hint}
        maxLength={PLATE_MAX}
        autoComplete="off"
        spellCheck={false}
        className="font-mono"
        error={errors.placa}
        {...placa}
      />
    </div>
  );
}
