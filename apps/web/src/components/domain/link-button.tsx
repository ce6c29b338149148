import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '../../lib/router.tsx';
import { Button, type ButtonProps } from '../ui/button.tsx';

/** A link that looks like a button, with its icon: the dashboards' ways to the lists. */
export function LinkButton({
  to,
  icon: Icon,
  variant = 'outline',
  children,
}: {
  to: string;
  icon: LucideIcon;
  variant?: ButtonProps['variant'];
  children: ReactNode;
}) {
  return (
    <Button asChild variant={variant}>
      <Link to={to}>
        <Icon aria-hidden="true" />
        {children}
      </Link>
    </Button>
  );
}
