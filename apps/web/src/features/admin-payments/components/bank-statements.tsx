import { StatementDetail } from './statement-detail.tsx';
import type { LineFilter } from './statement-line-filters.ts';
import { StatementList } from './statement-list.tsx';
import { StatementUpload } from './statement-upload.tsx';

export interface BankStatementsProps {
  /** The statement open; none shows the import and the list. */
  statementId: string | undefined;
  /** The open statement's lines shown; none lets the statement pick (those to review first). */
  lines: LineFilter | undefined;
  /** The list's page, or the open statement's lines' page. */
  page: number;
  onOpen: (statementId: string) => void;
  onBack: () => void;
  onLinesChange: (lines: LineFilter) => void;
  onPageChange: (page: number) => void;
}

/**
 * The 'Extractos bancarios' tab of Pagos: a bank's CSV imported, its lines matched to loans and their
 * money applied in the background; what could not be matched is reviewed here, line by line.
 */
export function BankStatements({
  statementId,
  lines,
  page,
  onOpen,
  onBack,
  onLinesChange,
  onPageChange,
}: BankStatementsProps) {
  if (statementId) {
    return (
      <StatementDetail
        // Another statement starts from its own defaults, not this one's answer.
        key={statementId}
        statementId={statementId}
        filter={lines}
        page={page}
        onFilterChange={onLinesChange}
        onPageChange={onPageChange}
        onBack={onBack}
      />
    );
  }
  return (
    <>
      <StatementUpload onUploaded={(statement) => onOpen(statement.id)} />
      <StatementList page={page} onPageChange={onPageChange} onOpen={onOpen} />
    </>
  );
}
