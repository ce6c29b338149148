import { createHash } from 'node:crypto';
import {
  type ContractAcceptance,
  type ContractAcceptanceView,
  contractMessages,
  formatApplicationNumber,
} from '@quincena/shared';
import type { Executor } from '../../db/client.ts';
import { ConflictError } from '../../errors.ts';
import { inDocumentLane } from '../../infra/pdf/render-pdf.ts';
import type { DocumentStorage } from '../../infra/storage/index.ts';
import { auditDiff, recordAudit } from '../audit/index.ts';
import { type CodeDeps, passOtp, textCode } from '../auth/index.ts';
import { documentDownloadPath, insertDocument } from '../documents/index.ts';
import { contractPdf } from './contract.service.ts';
import {
  findContractAcceptance,
  insertContractAcceptance,
  lockApplicationStatus,
} from './contract-acceptances.repository.ts';
import { requireLoan, requireLoanParties } from './loans.service.ts';

export interface ContractAcceptanceDeps extends CodeDeps {
  storage: DocumentStorage;
}

const alreadyAccepted = () =>
  new ConflictError(contractMessages.alreadyAccepted, 'CONTRACT_ALREADY_ACCEPTED');
const notAcceptable = () => new ConflictError(contractMessages.notAcceptable, 'CONTRACT_NOT_ACCEPTABLE');

/** A code for this contract passes for it alone (never as a sign-in code, nor for another credit). */
const scopeOf = (applicationId: string) => `contract:${applicationId}`;

/**
 * The customer's own credit whose contract it may still accept: approved, not yet disbursed, not
 * accepted before. Another's answers 404, as one that does not exist.
 */
async function requireAcceptable(db: Executor, applicationId: string, customerId: string) {
  const { application, parties } = await requireLoanParties(db, applicationId, { customerId });
  if (await findContractAcceptance(db, applicationId)) throw alreadyAccepted();
  if (application.status !== 'APPROVED') throw notAcceptable();
  return { application, parties };
}

/** POST …/contract/send-code: texts the customer a code for this contract, under every SMS limit. */
export async function sendContractCode(
  deps: CodeDeps,
  customerId: string,
  applicationId: string,
  ip: string,
) {
  const { application, parties } = await requireAcceptable(deps.db, applicationId, customerId);
  const loanNumber = formatApplicationNumber(application.number, application.createdAt);
  return textCode(deps, parties.phoneNumber, ip, 'contract', {
    scope: scopeOf(applicationId),
    text: (code) =>
      `Quincena: tu código para aceptar tu contrato es ${code} (crédito ${loanNumber}). Vence en 5 minutos. No lo compartas.`,
  });
}

/**
 * POST …/contract/accept: with the texted code, the contract the customer reads (the same data draws
 * the same bytes) is kept as the application's CONTRACT document, with when, from where and its
 * SHA-256; the disbursement then takes it in place of an uploaded one. Audited on the application.
 */
export async function acceptContract(
  deps: ContractAcceptanceDeps,
  customerId: string,
  applicationId: string,
  input: { otp: string; ip: string; userAgent: string | undefined },
): Promise<ContractAcceptance> {
  const { parties } = await requireAcceptable(deps.db, applicationId, customerId);
  await passOtp(deps, parties.phoneNumber, input.otp, input.ip, scopeOf(applicationId));
  const { pdf, fileName } = await inDocumentLane(() => contractPdf(deps.db, applicationId, { customerId }));
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  const stored = await deps.storage.save(pdf);
  try {
    return await deps.db.transaction(async (tx) => {
      // Under the application's lock, which the disbursement takes too: never accepted once disbursed.
      if ((await lockApplicationStatus(tx, applicationId)) !== 'APPROVED') throw notAcceptable();
      const acceptedAt = deps.clock.now();
      const document = await insertDocument(tx, {
        applicationId,
        customerId,
        documentType: 'CONTRACT',
        originalName: fileName,
        storageKey: stored.key,
        mimeType: 'application/pdf',
        fileSize: stored.size,
        uploadedByRole: 'customer',
        uploadedById: customerId,
      });
      const inserted = await insertContractAcceptance(tx, {
        applicationId,
        customerId,
        documentId: document.id,
        pdfSha256: sha256,
        ipAddress: input.ip,
        userAgent: input.userAgent?.slice(0, 500) ?? null,
        acceptedAt,
      });
      if (!inserted) throw alreadyAccepted();
      await recordAudit(tx, {
        entityType: 'credit_application',
        entityId: applicationId,
        action: 'contract_accepted',
        actor: { role: 'customer', id: customerId },
        changes: auditDiff(
          { contractAcceptedAt: null, contractSha256: null },
          { contractAcceptedAt: acceptedAt.toISOString(), contractSha256: sha256 },
        ),
      });
      return { acceptedAt: acceptedAt.toISOString(), sha256 };
    });
  } catch (err) {
    await deps.storage.remove(stored.key).catch((removeErr: unknown) => {
      deps.log.error({ err: removeErr }, 'could not remove a refused contract acceptance');
    });
    throw err;
  }
}

/** GET /admin/credit-applications/{id}/contract-acceptance: the acceptance, if any, for the disbursement. */
export async function getContractAcceptance(
  db: Executor,
  applicationId: string,
): Promise<ContractAcceptanceView> {
  await requireLoan(db, applicationId);
  const row = await findContractAcceptance(db, applicationId);
  return {
    acceptance: row
      ? {
          acceptedAt: row.acceptedAt.toISOString(),
          sha256: row.pdfSha256,
          ipAddress: row.ipAddress,
          userAgent: row.userAgent,
          documentUrl: documentDownloadPath(row.documentId),
        }
      : null,
  };
}
