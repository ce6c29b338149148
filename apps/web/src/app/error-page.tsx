import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../components/ui/button.tsx';
import { Link } from '../lib/router.tsx';
import { CenteredPage } from './centered-page.tsx';

/** A page that stops the user (not found, not allowed): its mark, heading, text and the way back to the start. */
export function ErrorPage({ title, mark, message }: { title: string; mark: ReactNode; message: string }) {
  return (
    <CenteredPage>
      <title>{`${title} · Quincena`}</title>
      <div className="flex max-w-md flex-col items-center gap-5 text-center">
        {mark}
        <div className="grid gap-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="text-muted-foreground">{message}</p>
        </div>
        <Button asChild size="lg">
          <Link to="/login">
            <ArrowLeft aria-hidden="true" />
            Volver al inicio
          </Link>
        </Button>
      </div>
    </CenteredPage>
  );
}
