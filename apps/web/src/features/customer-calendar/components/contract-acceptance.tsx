import { contractMessages } from '@quincena/shared';
import { BadgeCheck, FileSignature, RotateCw, Send, ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { DOCUMENT_TEXTS, DownloadButton } from '../../../components/domain/download-button.tsx';
import { OtpCodeField } from '../../../components/domain/otp-code-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { isOtpComplete } from '../../../components/ui/otp-input.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useAcceptContract, useSendContractCode } from '../api/accept-contract.ts';
import { downloadContract } from '../api/download-contract.ts';

const OTP_ID_PREFIX = 'contract-otp';

/** Puts the caret in the first box once the boxes are on screen (or cleared). */
const focusFirstBox = () => setTimeout(() => document.getElementById(`${OTP_ID_PREFIX}-0`)?.focus(), 0);

export interface ContractAcceptanceProps {
  applicationId: string;
  /** When the customer accepted it; null while it has not. */
  acceptedAt: string | null;
}

/**
 * The contract of an approved credit, accepted with a texted code (PRODUCT.md §10): the customer
 * reads it, asks for the code and types it; then the card says when, until the disbursement.
 */
export function ContractAcceptance({ applicationId, acceptedAt }: ContractAcceptanceProps) {
  const title = acceptedAt ? 'Contrato aceptado' : 'Acepta tu contrato';
  return (
    <Card role="region" aria-labelledby="contract-acceptance-title">
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle id="contract-acceptance-title" className="flex items-center gap-2">
          {acceptedAt ? (
            <BadgeCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
          ) : (
            <FileSignature aria-hidden="true" className="size-5 shrink-0 text-primary" />
          )}
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          {acceptedAt
            ? `Aceptaste tu contrato el ${formatDate(acceptedAt, 'long')}. Te avisaremos por SMS cuando se desembolse tu financiamiento.`
            : 'Lee tu contrato de financiamiento. Para aceptarlo te enviaremos un código por SMS; con tu aceptación podemos desembolsar tu financiamiento.'}
        </p>
        <DownloadButton
          size="sm"
          variant="outline"
          className="justify-self-start"
          fetchFile={() => downloadContract(applicationId)}
          fileName="contrato.pdf"
          errorTitle={DOCUMENT_TEXTS.contractError}
        >
          {acceptedAt ? DOCUMENT_TEXTS.contract : 'Leer contrato'}
        </DownloadButton>
        {!acceptedAt && <AcceptanceSteps applicationId={applicationId} />}
      </CardContent>
    </Card>
  );
}

function AcceptanceSteps({ applicationId }: { applicationId: string }) {
  const send = useSendContractCode();
  const accept = useAcceptContract();
  const [expiresAt, setExpiresAt] = useState<number | null>(null);
  const [otp, setOtp] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const secondsLeft = useCountdown(expiresAt ?? 0);

  const requestCode = async () => {
    setServerError(null);
    setOtp('');
    try {
      const { expiresInSeconds } = await send.mutateAsync(applicationId);
      setExpiresAt(Date.now() + expiresInSeconds * 1000);
      focusFirstBox();
    } catch (error) {
      if (!isApiError(error)) throw error;
      setServerError(error.message);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    try {
      await accept.mutateAsync({ applicationId, otp });
      toast.success(contractMessages.accepted);
    } catch (error) {
      if (!isApiError(error)) throw error;
      // A wrong or expired code: start again from the first box.
      setServerError(error.message);
      setOtp('');
      focusFirstBox();
    }
  };

  if (expiresAt === null) {
    return (
      <div className="grid gap-3">
        <FormAlert>{serverError}</FormAlert>
        <Button className="justify-self-start" onClick={requestCode} loading={send.isPending}>
          {!send.isPending && <Send aria-hidden="true" />}
          Enviar código para aceptar
        </Button>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <FormAlert>{serverError}</FormAlert>
      <OtpCodeField
        idPrefix={OTP_ID_PREFIX}
        label="Código de aceptación"
        value={otp}
        onChange={setOtp}
        invalid={serverError !== null && otp === ''}
        secondsLeft={secondsLeft}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={accept.isPending} disabled={!isOtpComplete(otp)}>
          {!accept.isPending && <ShieldCheck aria-hidden="true" />}
          Aceptar contrato
        </Button>
        <Button variant="outline" onClick={requestCode} loading={send.isPending}>
          {!send.isPending && <RotateCw aria-hidden="true" />}
          Reenviar código
        </Button>
      </div>
    </form>
  );
}
