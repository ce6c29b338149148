import { Brand } from '../components/brand.tsx';
import { cn } from '../lib/cn.ts';
import { Link } from '../lib/router.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/** The top bar of the pages outside the signed-in areas: the brand, a link to the login, and the theme. */
export function BrandBar({ className, linkClassName }: { className?: string; linkClassName?: string }) {
  return (
    <header className={cn('flex items-center justify-between px-4 py-3 sm:px-6 sm:py-4', className)}>
      <Link
        to="/login"
        className={cn(
          'rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          linkClassName,
        )}
      >
        <Brand />
      </Link>
      <ThemeToggle />
    </header>
  );
}
