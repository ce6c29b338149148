import type { ReactNode } from 'react';
import { Brand } from '../components/brand.tsx';
import { cn } from '../lib/cn.ts';
import { Link } from '../lib/router.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/** Frame for pages outside the signed-in areas: brand bar on top, content centred. */
export function CenteredPage({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="flex min-h-dvh flex-1 flex-col bg-linear-to-b from-primary-soft/60 via-background to-background">
      <header className="flex items-center justify-between px-4 py-3 sm:px-6 sm:py-4">
        <Link
          to="/login"
          className="rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        >
          <Brand />
        </Link>
        <ThemeToggle />
      </header>
      <main
        id="contenido"
        className={cn('flex flex-1 flex-col items-center justify-center px-4 pt-4 pb-16 sm:px-6', className)}
      >
        {children}
      </main>
    </div>
  );
}
