// zod's own messages in Spanish: the shared package is free of side effects but for this one (ADR 015).
import '@quincena/shared/locale';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { VendorOnboardingWizard } from '../../features/onboarding/components/vendor-onboarding-wizard.tsx';
import { useOnboardingDocuments } from '../onboarding-documents.ts';

/**
 * Lazy route module for /vendor/onboarding: the registration wizard is a chunk of its own (it carries
 * the financing domain, so its zod and schemas stay out of the other vendor pages). The route composes
 * the onboarding and documents features.
 */
export function VendorOnboardingPage() {
  const documents = useOnboardingDocuments();
  return (
    <div className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-6">
      <title>Registrar cliente · Quincena</title>
      <PageHeader
        title="Registrar nuevo cliente"
        description="Verifica el teléfono del cliente, completa sus datos y envía su solicitud de financiamiento."
      />
      <VendorOnboardingWizard documents={documents} />
    </div>
  );
}
