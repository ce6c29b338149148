import { Outlet } from 'react-router';
import { Brand } from '../components/brand.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/**
 * Frame of a signed-in area (vendor, customer, admin): top bar and the area's pages.
 * The role guard and the sidebar shell wrap or replace this when sign-in is built.
 */
export function AreaLayout({ areaLabel }: { areaLabel: string }) {
  return (
    <div className="flex min-h-dvh flex-1 flex-col">
      <header className="sticky top-0 z-40 border-b border-border bg-card/90 backdrop-blur supports-[backdrop-filter]:bg-card/75">
        <div className="mx-auto flex h-14 w-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <div className="flex min-w-0 items-center gap-3">
            <Brand />
            <span className="hidden truncate border-l border-border pl-3 text-sm text-muted-foreground sm:inline">
              {areaLabel}
            </span>
          </div>
          <ThemeToggle />
        </div>
      </header>
      <main id="contenido" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
        <Outlet />
      </main>
    </div>
  );
}
