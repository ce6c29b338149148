import type { ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { BrandBar } from './brand-bar.tsx';

/** Frame for pages outside the signed-in areas: brand bar on top, content centred. */
export function CenteredPage({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="flex min-h-dvh flex-1 flex-col bg-linear-to-b from-primary-soft/60 via-background to-background">
      <BrandBar linkClassName="focus-visible:ring-offset-2 focus-visible:ring-offset-background" />
      <main
        id="contenido"
        className={cn('flex flex-1 flex-col items-center justify-center px-4 pt-4 pb-16 sm:px-6', className)}
      >
        {children}
      </main>
    </div>
  );
}
