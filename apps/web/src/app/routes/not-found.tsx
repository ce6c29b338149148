import { ErrorPage } from '../error-page.tsx';

export function NotFoundPage() {
  return (
    <ErrorPage
      title="Página No Encontrada"
      message="La página que buscas no existe."
      mark={
        <p className="bg-linear-to-br from-primary to-teal-500 bg-clip-text text-7xl font-extrabold tracking-tight text-transparent sm:text-8xl">
          404
        </p>
      }
    />
  );
}
