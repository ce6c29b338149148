import { RefreshCw } from 'lucide-react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';

/** 'Actualizar': fetches the page's data again; spins and waits while a fetch is under way. */
export function RefreshButton({ fetching, onRefresh }: { fetching: boolean; onRefresh: () => void }) {
  return (
    <Button variant="outline" onClick={onRefresh} disabled={fetching} aria-busy={fetching || undefined}>
      <RefreshCw aria-hidden="true" className={cn(fetching && 'animate-spin')} />
      Actualizar
    </Button>
  );
}
