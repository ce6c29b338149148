import { LogOut, type LucideIcon, Menu, UserRound } from 'lucide-react';
import { type ReactNode, Suspense, useId, useState } from 'react';
import { Brand } from '../components/brand.tsx';
import { Button } from '../components/ui/button.tsx';
import { Drawer, DrawerContent, DrawerTrigger } from '../components/ui/drawer.tsx';
import { LoadingPanel } from '../components/ui/loading-panel.tsx';
import { useAuth } from '../lib/auth/auth-context.tsx';
import type { SessionUser } from '../lib/auth/roles.ts';
import { userDisplayName, userTypeLabel } from '../lib/auth/user-display.ts';
import { cn } from '../lib/cn.ts';
import { NavLink } from '../lib/router.tsx';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { ThemeToggle } from './theme-toggle.tsx';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active only on this exact path (a dashboard at the area's root); otherwise sub-paths count too. */
  end?: boolean;
  /** Something waiting there, e.g. reported payments to review: a count beside the label. */
  badge?: { count: number; description: (count: number) => string };
}

export interface AppShellProps {
  /** Names the area under the brand, e.g. 'Portal del vendedor'. */
  areaLabel: string;
  navItems: readonly NavItem[];
  /** A search for the area (the admin's global search): in the top bar, which then shows on every size. */
  search?: ReactNode;
}

/**
 * Frame of a signed-in area: a sidebar on large screens, a top bar with a menu drawer on phones, the
 * user's name and type, the theme switch and "Cerrar sesión".
 */
export function AppShell({ areaLabel, navItems, search, children }: AppShellProps & { children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  // Tailwind's `lg`: a phone neither builds nor lays out the sidebar it hides (the class still decides
  // where the browser cannot say).
  const wide = useMediaQuery('(min-width: 64rem)');

  return (
    <div
      // The sidebar is fixed to the viewport; the same card colour and border painted down the
      // frame's left keep it whole past the first screen of a long page (and in a full-page capture).
      className="flex min-h-dvh flex-1 flex-col lg:bg-[linear-gradient(to_right,var(--card)_calc(16rem-1px),var(--border)_calc(16rem-1px),var(--border)_16rem,transparent_16rem)] lg:pl-64"
    >
      <a
        href="#contenido"
        className="sr-only z-[70] rounded-lg bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Saltar al contenido
      </a>

      {wide !== false && (
        <aside
          aria-label="Barra lateral"
          className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col border-r border-border bg-card lg:flex"
        >
          <SidebarContent areaLabel={areaLabel} navItems={navItems} />
        </aside>
      )}

      <header
        className={cn(
          'sticky top-0 z-40 border-b border-border bg-card/90 pt-[env(safe-area-inset-top)] backdrop-blur supports-[backdrop-filter]:bg-card/75',
          !search && 'lg:hidden',
        )}
      >
        <div className="flex h-14 items-center justify-between gap-2 px-2 sm:px-4 lg:px-10">
          <div className="flex min-w-0 items-center gap-1 lg:hidden">
            <Drawer open={menuOpen} onOpenChange={setMenuOpen}>
              <DrawerTrigger asChild>
                <Button variant="ghost" size="icon" aria-label="Abrir menú">
                  <Menu aria-hidden="true" />
                </Button>
              </DrawerTrigger>
              <DrawerContent title="Menú de navegación">
                <SidebarContent
                  areaLabel={areaLabel}
                  navItems={navItems}
                  onNavigate={() => setMenuOpen(false)}
                />
              </DrawerContent>
            </Drawer>
            <Brand />
          </div>
          <div className="flex items-center gap-1 lg:flex-1">
            {search}
            <ThemeToggle className="lg:hidden" />
          </div>
        </div>
      </header>

      <main
        id="contenido"
        tabIndex={-1}
        className="w-full min-w-0 flex-1 px-4 py-6 focus:outline-none sm:px-6 sm:py-8 lg:px-10"
      >
        <div className="mx-auto grid w-full max-w-6xl grid-cols-[minmax(0,1fr)]">
          {/* Each page is a chunk of its own: the shell stays while it arrives. */}
          <Suspense fallback={<LoadingPanel />}>{children}</Suspense>
        </div>
      </main>
    </div>
  );
}

function SidebarContent({ areaLabel, navItems, onNavigate }: AppShellProps & { onNavigate?: () => void }) {
  const { user, logout } = useAuth();
  // The sidebar and the phone's drawer may both be in the page: ids of their own.
  const idPrefix = useId();
  const badgeId = (to: string) => `${idPrefix}badge${to.replace(/\W+/g, '-')}`;
  const [signingOut, setSigningOut] = useState(false);

  const handleLogout = async () => {
    setSigningOut(true);
    try {
      await logout();
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-col gap-1 px-5 pt-5 pb-4">
        <Brand />
        <span className="pl-10 text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {areaLabel}
        </span>
      </div>

      <nav aria-label="Menú principal" className="min-h-0 flex-1 overflow-y-auto px-3 py-2">
        <ul className="grid gap-1">
          {navItems.map(({ to, label, icon: Icon, end, badge }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                onClick={onNavigate}
                // The link keeps its name ('Pagos'); the count is read as its description.
                aria-describedby={badge && badge.count > 0 ? badgeId(to) : undefined}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                    'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    isActive
                      ? 'bg-primary-soft text-primary-soft-foreground'
                      : 'text-muted-foreground hover:bg-accent hover:text-foreground',
                  )
                }
              >
                <Icon aria-hidden="true" className="size-5 shrink-0" />
                {label}
                {badge && badge.count > 0 && (
                  <span
                    aria-hidden="true"
                    className="ml-auto min-w-6 rounded-full bg-primary px-1.5 py-0.5 text-center text-xs font-semibold text-primary-foreground tabular-nums"
                  >
                    {badge.count > 99 ? '99+' : badge.count}
                  </span>
                )}
              </NavLink>
              {badge && badge.count > 0 && (
                // Hidden, read only as the link's description: '3 pagos reportados por revisar'.
                <span id={badgeId(to)} hidden>
                  {badge.description(badge.count)}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>

      <div className="grid gap-3 border-t border-border p-4">
        {user && <UserSummary user={user} />}
        <div className="flex items-center gap-2">
          <Button variant="outline" className="flex-1" onClick={handleLogout} loading={signingOut}>
            {!signingOut && <LogOut aria-hidden="true" />}
            Cerrar sesión
          </Button>
          <ThemeToggle className="hidden lg:inline-flex" />
        </div>
      </div>
    </div>
  );
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => /^\p{L}/u.test(part))
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

function UserSummary({ user }: { user: SessionUser }) {
  const name = userDisplayName(user);
  const initials = initialsOf(name);
  return (
    <div className="flex min-w-0 items-center gap-3">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
      >
        {initials || <UserRound className="size-5" />}
      </span>
      <div className="min-w-0">
        <p className="truncate text-sm font-semibold text-foreground" title={name}>
          {name}
        </p>
        <p className="truncate text-xs text-muted-foreground">{userTypeLabel(user)}</p>
      </div>
    </div>
  );
}
