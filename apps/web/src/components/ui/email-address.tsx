import { cn } from '../../lib/cn.ts';

/**
 * An e-mail address that stays whole when it fits, breaks before the '@' when it does not, and
 * mid-word only when one part alone is wider than the line (break-word, not anywhere: inside a table
 * the cell keeps the width of the longer part instead of shrinking to a few letters).
 */
export function EmailAddress({ address, className }: { address: string; className?: string }) {
  const at = address.lastIndexOf('@');
  return (
    <span className={cn('wrap-break-word', className)}>
      {at > 0 ? (
        <>
          {address.slice(0, at)}
          <wbr />
          {address.slice(at)}
        </>
      ) : (
        address
      )}
    </span>
  );
}
