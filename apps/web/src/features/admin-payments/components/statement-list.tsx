import { type BankStatement, STATEMENT_BANK_LABELS } from '@quincena/shared';
import { Eye, Landmark } from 'lucide-react';
import { ListResults } from '../../../components/domain/list-results.tsx';
import { RowActionButton } from '../../../components/domain/row-action-button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DescriptionItem, DescriptionList } from '../../../components/ui/description-list.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { TableActionsHead } from '../../../components/ui/table-actions-head.tsx';
import { cn } from '../../../lib/cn.ts';
import { formatDateTime, formatInteger, formatMoney } from '../../../lib/format.ts';
import { useBankStatements } from '../api/bank-statements.ts';
import { StatementStatusBadge } from './statement-parts.tsx';

const EMPTY = {
  icon: Landmark,
  title: 'Aún no se ha importado ningún extracto.',
  description: 'Importa el CSV de movimientos de un banco: sus pagos se aplicarán a los préstamos.',
};

export interface StatementListProps {
  page: number;
  onPageChange: (page: number) => void;
  onOpen: (statementId: string) => void;
}

/** 'Extractos importados': newest first, each with its progress, the money applied and what is left to review. */
export function StatementList({ page, onPageChange, onOpen }: StatementListProps) {
  const query = useBankStatements({ page, limit: 20 });
  return (
    <section aria-labelledby="statements-title" className="grid gap-3">
      <h2 id="statements-title" className="text-lg font-semibold tracking-tight text-foreground">
        Extractos importados
      </h2>
      <ListResults
        query={query}
        items={(data) => data.statements}
        errorTitle="Error al cargar los extractos"
        filtered={false}
        empty={EMPTY}
        emptyFiltered={EMPTY}
        onPageChange={onPageChange}
        wideFrom="lg"
        cards={(statements) => (
          <ul aria-label="Extractos importados" className="grid gap-3 md:grid-cols-2">
            {statements.map((statement) => (
              <li key={statement.id}>
                <StatementCard statement={statement} onOpen={() => onOpen(statement.id)} />
              </li>
            ))}
          </ul>
        )}
        table={(statements) => <StatementTable statements={statements} onOpen={onOpen} />}
      />
    </section>
  );
}

const bankOf = (statement: BankStatement) => STATEMENT_BANK_LABELS[statement.bank];

function OpenButton({ statement, onOpen }: { statement: BankStatement; onOpen: () => void }) {
  return (
    <RowActionButton
      icon={Eye}
      label="Ver"
      aria-label={`Ver el extracto ${statement.fileName}`}
      onClick={onOpen}
    />
  );
}

/** Lines left to review, set apart when there are any. */
function ToReview({ count }: { count: number }) {
  return (
    <span className={cn('tabular-nums', count > 0 && 'font-semibold text-amber-700 dark:text-amber-300')}>
      {formatInteger(count)}
    </span>
  );
}

function StatementCard({ statement, onOpen }: { statement: BankStatement; onOpen: () => void }) {
  return (
    <Card className="grid h-full gap-3 p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-0.5">
          <p className="font-semibold text-foreground">{bankOf(statement)}</p>
          <p className="text-sm wrap-anywhere text-muted-foreground">{statement.fileName}</p>
        </div>
        <StatementStatusBadge status={statement.status} />
      </div>
      <DescriptionList className="grid-cols-2 gap-y-3 text-sm">
        <DescriptionItem label="Fecha de carga">{formatDateTime(statement.createdAt)}</DescriptionItem>
        <DescriptionItem label="Líneas">{formatInteger(statement.lineCount)}</DescriptionItem>
        <DescriptionItem label="Aplicado">{formatMoney(statement.appliedAmount)}</DescriptionItem>
        <DescriptionItem label="Por revisar">
          <ToReview count={statement.counts.REVIEW} />
        </DescriptionItem>
      </DescriptionList>
      <div className="flex justify-end">
        <OpenButton statement={statement} onOpen={onOpen} />
      </div>
    </Card>
  );
}

function StatementTable({
  statements,
  onOpen,
}: {
  statements: BankStatement[];
  onOpen: (statementId: string) => void;
}) {
  return (
    <Table>
      <TableCaption className="sr-only">Extractos importados</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead>Fecha de carga</TableHead>
          <TableHead>Banco</TableHead>
          <TableHead>Archivo</TableHead>
          <TableHead className="text-right">Líneas</TableHead>
          <TableHead>Estado</TableHead>
          <TableHead className="text-right">Aplicado</TableHead>
          <TableHead className="text-right">Por revisar</TableHead>
          <TableActionsHead />
        </TableRow>
      </TableHeader>
      <TableBody>
        {statements.map((statement) => (
          <TableRow key={statement.id}>
            <TableCell className="whitespace-nowrap tabular-nums">
              <time dateTime={statement.createdAt}>{formatDateTime(statement.createdAt)}</time>
            </TableCell>
            <TableCell className="whitespace-nowrap">{bankOf(statement)}</TableCell>
            <TableCell className="max-w-64 wrap-anywhere">{statement.fileName}</TableCell>
            <TableCell className="text-right tabular-nums">{formatInteger(statement.lineCount)}</TableCell>
            <TableCell>
              <StatementStatusBadge status={statement.status} />
            </TableCell>
            <TableCell className="text-right whitespace-nowrap tabular-nums">
              {formatMoney(statement.appliedAmount)}
            </TableCell>
            <TableCell className="text-right">
              <ToReview count={statement.counts.REVIEW} />
            </TableCell>
            <TableCell className="text-right">
              <OpenButton statement={statement} onOpen={() => onOpen(statement.id)} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
