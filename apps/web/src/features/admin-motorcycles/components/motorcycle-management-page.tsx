import { type Motorcycle, type MotorcycleInput, motorcycleListQuery } from '@quincena/shared';
import { Bike, Eye, Pencil, Plus, SearchX, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DetailDialogFooter } from '../../../components/domain/detail-dialog-footer.tsx';
import { ListResults } from '../../../components/domain/list-results.tsx';
import { MotorcycleFilterBar } from '../../../components/domain/motorcycle-filter-bar.tsx';
import { MotorcycleForm, motorcycleFormValues } from '../../../components/domain/motorcycle-form.tsx';
import { motorcycleName } from '../../../components/domain/motorcycle-name.ts';
import { MotorcyclePhoto } from '../../../components/domain/motorcycle-photo.tsx';
import { useMotorcycleDeletion } from '../../../components/domain/use-motorcycle-deletion.tsx';
import { useUrlFilters } from '../../../components/domain/use-url-filters.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { DescriptionItem, DescriptionList } from '../../../components/ui/description-list.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
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
import { useToast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate, formatMoney } from '../../../lib/format.ts';
import { useCreateAdminMotorcycle } from '../api/create-admin-motorcycle.ts';
import { useDeleteAdminMotorcycle } from '../api/delete-admin-motorcycle.ts';
import { useAdminMotorcycles } from '../api/list-admin-motorcycles.ts';
import { useUpdateAdminMotorcycle } from '../api/update-admin-motorcycle.ts';
import { useUploadMotorcycleImage } from '../api/upload-motorcycle-image.ts';
import { MotorcycleImageField } from './image-field.tsx';

const errorMessage = (error: unknown) =>
  isApiError(error) ? error.message : 'Error inesperado. Intente nuevamente.';

type Modal =
  | { kind: 'create' }
  | { kind: 'view'; motorcycle: Motorcycle }
  | { kind: 'edit'; motorcycle: Motorcycle }
  | null;

/** /admin/motorcycles ('Gestión de Motos'): the back-office inventory, with photos. */
export function MotorcycleManagementPage() {
  const { filters, setFilters, setPage, clearFilters, isFiltered } = useUrlFilters(motorcycleListQuery);
  const query = useAdminMotorcycles(filters);
  const [modal, setModal] = useState<Modal>(null);
  const remove = useDeleteAdminMotorcycle();
  const deletion = useMotorcycleDeletion({
    remove: remove.mutateAsync,
    place: { in: 'en el inventario', from: 'del inventario' },
    // The deleted motorcycle's detail, if open, goes with it.
    onDeleted: () => setModal(null),
  });

  const handlers = {
    onView: (motorcycle: Motorcycle) => setModal({ kind: 'view', motorcycle }),
    onEdit: (motorcycle: Motorcycle) => setModal({ kind: 'edit', motorcycle }),
    onDelete: deletion.ask,
  };
  const createButton = (
    <Button onClick={() => setModal({ kind: 'create' })}>
      <Plus aria-hidden="true" />
      Nueva moto
    </Button>
  );

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Gestión de Motos"
        description="El inventario que los vendedores pueden financiar."
        actions={createButton}
      />

      <MotorcycleFilterBar
        filters={filters}
        setFilters={setFilters}
        active={isFiltered}
        onClear={clearFilters}
      />

      <ListResults
        query={query}
        items={(data) => data.motorcycles}
        errorTitle="Error al cargar las motos"
        filtered={isFiltered}
        emptyFiltered={{
          icon: SearchX,
          title: 'Ninguna moto coincide con la búsqueda',
          description:
            'Prueba con otra marca, modelo, color o cilindrada, o cambia el filtro de disponibilidad.',
        }}
        empty={{
          icon: Bike,
          title: 'El inventario está vacío',
          description: 'Agrega las motos que los vendedores pueden financiar.',
          action: createButton,
        }}
        onPageChange={setPage}
        wideFrom="lg"
        cards={(motorcycles) => <MotorcycleCards motorcycles={motorcycles} {...handlers} />}
        table={(motorcycles) => <MotorcycleTable motorcycles={motorcycles} {...handlers} />}
      />

      <MotorcycleFormDialog modal={modal} onClose={() => setModal(null)} />
      <Dialog open={modal?.kind === 'view'} onOpenChange={(open) => !open && setModal(null)}>
        {modal?.kind === 'view' && (
          <MotorcycleDetail
            motorcycle={modal.motorcycle}
            onEdit={() => setModal({ kind: 'edit', motorcycle: modal.motorcycle })}
          />
        )}
      </Dialog>
      {deletion.dialog}
    </div>
  );
}

/**
 * Create and edit: the shared motorcycle form plus the photo. The photo goes up once the fields are
 * saved (it needs the motorcycle's id); if only it fails, the motorcycle stays saved and the
 * failure is reported.
 */
function MotorcycleFormDialog({ modal, onClose }: { modal: Modal; onClose: () => void }) {
  const create = useCreateAdminMotorcycle();
  const update = useUpdateAdminMotorcycle();
  const upload = useUploadMotorcycleImage();
  const { toast } = useToast();
  const [image, setImage] = useState<File | null>(null);
  const open = modal?.kind === 'create' || modal?.kind === 'edit';
  const editing = modal?.kind === 'edit' ? modal.motorcycle : null;

  const close = () => {
    setImage(null);
    onClose();
  };
  const save = async (body: MotorcycleInput) => {
    const saved = editing
      ? await update.mutateAsync({ id: editing.id, body })
      : await create.mutateAsync(body);
    if (editing) toast.success('Moto actualizada', `Se guardaron los cambios de ${motorcycleName(saved)}.`);
    else toast.success('Moto creada', `${motorcycleName(saved)} se agregó al inventario.`);
    if (image) {
      try {
        await upload.mutateAsync({ id: saved.id, file: image });
      } catch (err) {
        toast.error('No se pudo subir la foto', errorMessage(err));
      }
    }
    close();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      {open && (
        <DialogContent
          title={editing ? 'Editar moto' : 'Nueva moto'}
          description="Los campos marcados con * son obligatorios."
          size="lg"
          onInteractOutside={(event) => event.preventDefault()}
        >
          <MotorcycleForm
            key={editing?.id ?? 'new'}
            defaultValues={motorcycleFormValues(editing)}
            submitLabel={editing ? 'Guardar cambios' : 'Crear moto'}
            onSubmit={save}
          >
            <MotorcycleImageField motorcycle={editing} file={image} onFileChange={setImage} />
          </MotorcycleForm>
        </DialogContent>
      )}
    </Dialog>
  );
}

function MotorcycleDetail({ motorcycle: m, onEdit }: { motorcycle: Motorcycle; onEdit: () => void }) {
  return (
    <DialogContent title={`${m.brand} ${m.model}`} description={`${m.year} · ${m.engineSize}`} size="lg">
      <div className="grid gap-5 sm:grid-cols-[14rem_minmax(0,1fr)]">
        <MotorcyclePhoto motorcycle={m} className="aspect-[4/3] w-full rounded-xl border border-border" />
        <DescriptionList>
          <DescriptionItem label="Precio">{formatMoney(m.price)}</DescriptionItem>
          <DescriptionItem label="Año">{m.year}</DescriptionItem>
          <DescriptionItem label="Cilindrada">{m.engineSize}</DescriptionItem>
          <DescriptionItem label="Color">{m.color}</DescriptionItem>
          <DescriptionItem label="Disponibilidad">
            <AvailabilityBadge available={m.isAvailable} />
          </DescriptionItem>
          <DescriptionItem label="Creada">{formatDate(m.createdAt, 'long')}</DescriptionItem>
          <DescriptionItem label="Descripción" className="sm:col-span-2">
            {m.description}
          </DescriptionItem>
        </DescriptionList>
      </div>
      <DetailDialogFooter onEdit={onEdit} />
    </DialogContent>
  );
}

function AvailabilityBadge({ available }: { available: boolean }) {
  return available ? <Badge tone="success">Disponible</Badge> : <Badge>No disponible</Badge>;
}

interface ListProps {
  motorcycles: Motorcycle[];
  onView: (m: Motorcycle) => void;
  onEdit: (m: Motorcycle) => void;
  onDelete: (m: Motorcycle) => void;
}

const ACTIONS = [
  { label: 'Ver', icon: Eye, key: 'onView' },
  { label: 'Editar', icon: Pencil, key: 'onEdit' },
  { label: 'Eliminar', icon: Trash2, key: 'onDelete' },
] as const;
const destructive = 'text-destructive hover:bg-red-50 hover:text-destructive dark:hover:bg-red-950/40';

function MotorcycleTable({ motorcycles, ...handlers }: ListProps) {
  const pad = 'px-3 first:pl-4 last:pr-4';
  return (
    <Table>
      <TableCaption className="sr-only">Motos del inventario</TableCaption>
      <TableHeader>
        <TableRow>
          <TableHead className={pad}>Moto</TableHead>
          <TableHead className={pad}>Cilindrada</TableHead>
          <TableHead className={pad}>Color</TableHead>
          <TableHead className={cn(pad, 'text-right')}>Precio</TableHead>
          <TableHead className={pad}>Estado</TableHead>
          <TableActionsHead className={cn(pad, 'text-right')} />
        </TableRow>
      </TableHeader>
      <TableBody>
        {motorcycles.map((m) => (
          <TableRow key={m.id}>
            <TableCell className={pad}>
              <div className="flex items-center gap-3">
                <MotorcyclePhoto motorcycle={m} className="size-12 rounded-lg" />
                <div className="min-w-0">
                  <p className="font-medium text-foreground">
                    {m.brand} {m.model}
                  </p>
                  <p className="text-xs text-muted-foreground">{m.year}</p>
                </div>
              </div>
            </TableCell>
            <TableCell className={pad}>{m.engineSize}</TableCell>
            <TableCell className={pad}>{m.color}</TableCell>
            <TableCell className={cn(pad, 'text-right whitespace-nowrap tabular-nums')}>
              {formatMoney(m.price)}
            </TableCell>
            <TableCell className={pad}>
              <AvailabilityBadge available={m.isAvailable} />
            </TableCell>
            <TableCell className={pad}>
              <div className="flex justify-end gap-1">
                {ACTIONS.map(({ label, icon: Icon, key }) => (
                  <Button
                    key={key}
                    variant="ghost"
                    size="icon"
                    className={cn('size-9', key === 'onDelete' && destructive)}
                    onClick={() => handlers[key](m)}
                    aria-label={`${label} ${motorcycleName(m)}`}
                    title={label}
                  >
                    <Icon aria-hidden="true" />
                  </Button>
                ))}
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function MotorcycleCards({ motorcycles, ...handlers }: ListProps) {
  return (
    <ul aria-label="Motos del inventario" className="grid grid-cols-1 gap-3 md:grid-cols-2">
      {motorcycles.map((m) => (
        <li key={m.id} className="min-w-0">
          <Card className={cn('flex h-full flex-col', !m.isAvailable && 'bg-muted/40')}>
            <div className="flex flex-1 gap-3 p-4">
              <MotorcyclePhoto motorcycle={m} className="size-20 rounded-lg" />
              <div className="grid min-w-0 flex-1 grid-cols-[minmax(0,1fr)] content-start gap-1">
                <div className="flex min-w-0 items-start justify-between gap-2">
                  <p className="min-w-0 truncate font-semibold text-foreground">
                    {m.brand} {m.model}
                  </p>
                  {!m.isAvailable && <AvailabilityBadge available={false} />}
                </div>
                <p className="text-sm text-muted-foreground">
                  {m.year} · {m.engineSize} · {m.color}
                </p>
                <p className="text-lg font-bold text-foreground tabular-nums">{formatMoney(m.price)}</p>
              </div>
            </div>
            <div className="grid grid-cols-3 gap-2 border-t border-border p-3">
              {ACTIONS.map(({ label, icon: Icon, key }) => (
                <Button
                  key={key}
                  variant="outline"
                  size="sm"
                  className={cn(key === 'onDelete' && destructive)}
                  onClick={() => handlers[key](m)}
                  aria-label={`${label} ${motorcycleName(m)}`}
                >
                  <Icon aria-hidden="true" />
                  {label}
                </Button>
              ))}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
