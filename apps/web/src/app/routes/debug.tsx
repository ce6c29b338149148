import { PageHeader } from '../../components/ui/page-header.tsx';

/** Lazy route module for /debug, the developer test page. */
export function Component() {
  return (
    <main id="contenido" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8 sm:px-6">
      <title>Depuración · Quincena</title>
      <PageHeader title="Página de pruebas" description="Herramientas para desarrolladores." />
    </main>
  );
}
