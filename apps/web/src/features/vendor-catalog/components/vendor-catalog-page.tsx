import { type Motorcycle, motorcycleListQuery } from '@quincena/shared';
import { Bike, Pencil, Plus, SearchX, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { ListResults } from '../../../components/domain/list-results.tsx';
import { MotorcycleFilterBar } from '../../../components/domain/motorcycle-filter-bar.tsx';
import { MotorcycleForm, motorcycleFormValues } from '../../../components/domain/motorcycle-form.tsx';
import { motorcycleName } from '../../../components/domain/motorcycle-name.ts';
import { specificationItems } from '../../../components/domain/motorcycle-specifications.ts';
import { useMotorcycleDeletion } from '../../../components/domain/use-motorcycle-deletion.tsx';
import { useUrlFilters } from '../../../components/domain/use-url-filters.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatMoney } from '../../../lib/format.ts';
import { useCreateVendorMotorcycle } from '../api/create-vendor-motorcycle.ts';
import { useDeleteVendorMotorcycle } from '../api/delete-vendor-motorcycle.ts';
import { useVendorMotorcycles } from '../api/list-vendor-motorcycles.ts';
import { useUpdateVendorMotorcycle } from '../api/update-vendor-motorcycle.ts';

export const CATALOG_ERROR_TITLE = 'Error al cargar el catálogo';

const errorMessage = (error: unknown) =>
  isApiError(error) ? error.message : 'Error inesperado. Intente nuevamente.';

type Modal = { kind: 'create' } | { kind: 'edit'; motorcycle: Motorcycle } | null;

/** /vendor/catalog: the vendor's own motorcycles — search, create, edit, availability, delete. */
export function VendorCatalogPage() {
  const { filters, setFilters, setPage, clearFilters, isFiltered } = useUrlFilters(motorcycleListQuery);
  const [modal, setModal] = useState<Modal>(null);
  const query = useVendorMotorcycles(filters);
  const create = useCreateVendorMotorcycle();
  const update = useUpdateVendorMotorcycle();
  const remove = useDeleteVendorMotorcycle();
  const deletion = useMotorcycleDeletion({
    remove: remove.mutateAsync,
    place: { in: 'en tu catálogo', from: 'de tu catálogo' },
  });
  const { toast } = useToast();

  const createButton = (
    <Button onClick={() => setModal({ kind: 'create' })}>
      <Plus aria-hidden="true" />
      Nueva moto
    </Button>
  );

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Catálogo"
        description="Las motos que ofreces para financiar."
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
        errorTitle={CATALOG_ERROR_TITLE}
        filtered={isFiltered}
        emptyFiltered={{
          icon: SearchX,
          title: 'Ninguna moto coincide con la búsqueda',
          description: 'Prueba con otra marca, modelo o color, o cambia el filtro de disponibilidad.',
        }}
        empty={{
          icon: Bike,
          title: 'Tu catálogo está vacío',
          description: 'Agrega las motos que vendes para ofrecerlas al registrar una solicitud.',
          action: createButton,
        }}
        onPageChange={setPage}
        skeleton={<CatalogSkeleton />}
        cards={(motorcycles) => (
          <ul aria-label="Motos del catálogo" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {motorcycles.map((motorcycle) => (
              <li key={motorcycle.id}>
                <MotorcycleCard
                  motorcycle={motorcycle}
                  onEdit={() => setModal({ kind: 'edit', motorcycle })}
                  onDelete={() => deletion.ask(motorcycle)}
                />
              </li>
            ))}
          </ul>
        )}
      />

      <Dialog open={modal !== null} onOpenChange={(open) => !open && setModal(null)}>
        {modal && (
          <DialogContent
            title={modal.kind === 'create' ? 'Nueva moto' : 'Editar moto'}
            description="Los campos marcados con * son obligatorios."
            size="lg"
            onInteractOutside={(event) => event.preventDefault()}
          >
            {modal.kind === 'create' ? (
              <MotorcycleForm
                defaultValues={motorcycleFormValues()}
                submitLabel="Crear moto"
                onSubmit={async (body) => {
                  const created = await create.mutateAsync(body);
                  toast.success('Moto creada', `${motorcycleName(created)} se agregó a tu catálogo.`);
                  setModal(null);
                }}
              />
            ) : (
              <MotorcycleForm
                key={modal.motorcycle.id}
                defaultValues={motorcycleFormValues(modal.motorcycle)}
                submitLabel="Guardar cambios"
                onSubmit={async (body) => {
                  const saved = await update.mutateAsync({ id: modal.motorcycle.id, body });
                  toast.success('Moto actualizada', `Se guardaron los cambios de ${motorcycleName(saved)}.`);
                  setModal(null);
                }}
              />
            )}
          </DialogContent>
        )}
      </Dialog>

      {deletion.dialog}
    </div>
  );
}

function MotorcycleCard({
  motorcycle: m,
  onEdit,
  onDelete,
}: {
  motorcycle: Motorcycle;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const update = useUpdateVendorMotorcycle();
  const { toast } = useToast();
  const name = motorcycleName(m);
  const specs = specificationItems(m.specifications);

  const toggle = (isAvailable: boolean) =>
    update.mutate(
      { id: m.id, body: { isAvailable } },
      {
        onSuccess: () =>
          toast.success(isAvailable ? 'Moto disponible' : 'Moto no disponible', `${name} se actualizó.`),
        onError: (err) => toast.error('No se pudo cambiar la disponibilidad', errorMessage(err)),
      },
    );
  // While saving, show the state being saved.
  const checked =
    update.isPending && update.variables ? update.variables.body.isAvailable !== false : m.isAvailable;

  return (
    <Card className={cn('flex h-full flex-col', !m.isAvailable && 'bg-muted/40')}>
      <div className="grid flex-1 grid-cols-[minmax(0,1fr)] content-start gap-3 p-5">
        {/* The badge drops under the name when both don't fit, rather than squeezing the name. */}
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-[1_1_16rem] items-center gap-3">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
              <Bike aria-hidden="true" className="size-5" />
            </span>
            <div className="min-w-0">
              {/* The whole name, wrapping: clamped, a long one lost its model ('Honda N…'). */}
              <h2 className="font-semibold wrap-break-word text-foreground">
                {m.brand} {m.model}
              </h2>
              <p className="text-sm text-muted-foreground">
                {m.year} · {m.engineSize} · {m.color}
              </p>
            </div>
          </div>
          {!m.isAvailable && <Badge>No disponible</Badge>}
        </div>
        <p className="text-2xl font-bold tracking-tight text-foreground tabular-nums">
          {formatMoney(m.price)}
        </p>
        {m.description && <p className="line-clamp-2 text-sm text-muted-foreground">{m.description}</p>}
        {specs.length > 0 && (
          <ul aria-label="Especificaciones" className="flex flex-wrap gap-1.5">
            {specs.slice(0, 4).map((spec) => (
              <li key={spec} className="rounded-md bg-muted px-2 py-0.5 text-xs text-muted-foreground">
                {spec}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex items-center justify-between gap-2 border-t border-border px-5 py-3">
        <Switch
          label="Disponible"
          aria-label={`Disponible: ${name}`}
          checked={checked}
          loading={update.isPending}
          onCheckedChange={toggle}
        />
        <div className="flex gap-1">
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Editar ${name}`} title="Editar">
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={onDelete}
            aria-label={`Eliminar ${name}`}
            title="Eliminar"
            className="text-destructive hover:bg-red-50 hover:text-destructive dark:hover:bg-red-950/40"
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </Card>
  );
}

function CatalogSkeleton() {
  return (
    <div role="status" aria-label="Cargando..." className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: 6 }, (_, i) => (
        <Card key={i} className="grid gap-3 p-5">
          <Skeleton className="h-10 w-48" />
          <Skeleton className="h-7 w-28" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-8 w-full" />
        </Card>
      ))}
    </div>
  );
}
