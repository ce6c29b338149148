import { Moon, Sun } from 'lucide-react';
import { Button } from '../components/ui/button.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';
import { useTheme } from './theme.tsx';

export function ThemeToggle({ className }: { className?: string }) {
  const { theme: chosen, toggleTheme } = useTheme();
  // The prerendered sign-in page draws the light theme's button; a dark page takes it over as is,
  // then shows its own.
  const theme = useHydrated() ? chosen : 'light';
  const label = theme === 'dark' ? 'Cambiar a tema claro' : 'Cambiar a tema oscuro';
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      className={className}
    >
      {theme === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
