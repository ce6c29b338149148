import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, mockApi, ok } from '../../test/api-mock.ts';
import { openAt, TestRouter } from '../../test/test-router.tsx';
import { AppProviders, createQueryClient } from '../providers.tsx';
import { DebugPage } from './debug.tsx';

function renderDebug() {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  openAt('/debug');
  const routes = [{ path: '/debug', element: <DebugPage /> }];
  render(
    <AppProviders queryClient={queryClient}>
      <TestRouter routes={routes} />
    </AppProviders>,
  );
}

const honda = { id: 'm-1', brand: 'Honda', model: 'CB190R', year: 2025, price: 2890, color: 'Rojo' };

describe('/debug', () => {
  it('goes phone → code → motorcycles and lists brand, model, year, price and color', async () => {
    const user = userEvent.setup();
    const { callsTo } = mockApi({
      'POST /api/auth/send-otp': ok({ expiresInSeconds: 300 }),
      'POST /api/auth/verify-otp': ok({ token: 't', customer: {}, isNewUser: false }),
      'GET /api/motorcycles/available': ok({ motorcycles: [honda] }),
    });
    renderDebug();
    await user.type(screen.getByLabelText('Teléfono'), '6000-0001');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await user.type(await screen.findByLabelText('Código'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verificar' }));

    const list = await screen.findByRole('list', { name: 'Motos disponibles' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(/Honda CB190R 2025.*Rojo.*2,890\.00/);
    expect(callsTo('POST /api/auth/verify-otp')[0]?.body).toMatchObject({
      phoneNumber: '6000-0001',
      otp: '123456',
    });
  });

  it('says what the API answered when it is not an array', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /api/motorcycles/available': ok({ motorcycles: 'nope' }) });
    renderDebug();
    await user.click(screen.getByRole('button', { name: '3. Motos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('API did not return an array. Got: string');
  });

  it('shows the error message of a failed load', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /api/motorcycles/available': fail(500, 'INTERNAL', 'Error en el servidor. Intente nuevamente.'),
    });
    renderDebug();
    await user.click(screen.getByRole('button', { name: '3. Motos' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error en el servidor. Intente nuevamente.');
  });
});
