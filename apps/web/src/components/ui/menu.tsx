import type { LucideIcon } from 'lucide-react';
import { MoreHorizontal } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { cn } from '../../lib/cn.ts';
import { Button } from './button.tsx';
import { inertOutside } from './inert-outside.ts';

export interface MenuItem {
  label: string;
  icon: LucideIcon;
  danger?: boolean;
  onSelect: () => void;
}

/** A row's secondary actions behind one "more" button: keyboard and screen-reader ready (Radix). */
export function ActionsMenu({ label, items }: { label: string; items: readonly MenuItem[] }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="ghost" size="icon" className="size-9" aria-label={label} title="Más acciones">
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          ref={inertOutside}
          align="end"
          sideOffset={4}
          className="z-50 min-w-48 rounded-lg border border-border bg-popover p-1 text-popover-foreground shadow-lg"
        >
          {items.map(({ label: itemLabel, icon: Icon, danger, onSelect }) => (
            <DropdownMenu.Item
              key={itemLabel}
              onSelect={onSelect}
              className={cn(
                'flex cursor-default items-center gap-2 rounded-md px-2.5 py-2 text-sm outline-none select-none data-highlighted:bg-accent data-highlighted:text-accent-foreground',
                danger && 'text-destructive',
              )}
            >
              <Icon aria-hidden="true" className="size-4" />
              {itemLabel}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
