import { adminSearchMessages } from '@quincena/shared';
import { Search } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { lazyNamed } from '../../../lib/lazy-named.ts';

// The box and its results are a chunk of their own: the admin area pays for it on first use only.
const AdminSearchDialog = lazyNamed(() => import('./admin-search-dialog.tsx'), 'AdminSearchDialog');

/** Where a typed "/" is text, not the search shortcut. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The admin header's search: a wide button on a desktop, an icon on a phone; both, and Ctrl+K (⌘K)
 * or "/" anywhere but a field, open the global search.
 */
export function AdminSearch({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const show = () => {
    setMounted(true);
    setOpen(true);
  };

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const shortcut =
        ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') ||
        (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target));
      if (!shortcut) return;
      event.preventDefault();
      setMounted(true);
      setOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  const preload = () => {
    AdminSearchDialog.preload().catch(() => {});
  };

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label={adminSearchMessages.label}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K /"
        onClick={show}
        onPointerEnter={preload}
        onFocus={preload}
        className={cn('lg:hidden', className)}
      >
        <Search aria-hidden="true" />
      </Button>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K /"
        onClick={show}
        onPointerEnter={preload}
        onFocus={preload}
        className={cn(
          'hidden h-10 w-full max-w-md items-center gap-3 rounded-lg border border-input bg-card px-3 text-sm text-muted-foreground shadow-xs lg:flex',
          'transition-colors hover:bg-accent hover:text-foreground',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          className,
        )}
      >
        <Search aria-hidden="true" className="size-4 shrink-0" />
        <span className="flex-1 truncate text-left">{adminSearchMessages.label}…</span>
        <kbd className="rounded border border-border bg-muted px-1.5 py-0.5 font-sans text-xs">Ctrl K</kbd>
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <AdminSearchDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
