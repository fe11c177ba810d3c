import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { AdminContext, Notification, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { dataProvider } from '../../api/dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { json, stubFetch } from '../../test/fetchStub';
import RedirectCreate from './RedirectCreate';

const REFUSAL =
  'Der Pfad /store/online-shop gehört zum Shop (Online-Shop und Bestellvorgang der Filialen): die Weiterleitung würde ihn für alle Besucher ersetzen. Bitte bestätigen Sie, dass Sie das wollen.';
const MISSING = 'Das Ziel /weihnachten gibt es nicht: Besucher landen dort auf der Seite „404 Not Found“.';

function renderCreate() {
  const bodies: Record<string, unknown>[] = [];
  stubFetch((url, init) => {
    if (url.startsWith('/api/redirects') && init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      bodies.push(body);
      if (body.confirmed !== true) {
        return json(400, { errors: [{ field: 'confirmed', message: REFUSAL, code: 'redirect_shop_route' }] });
      }
      return json(201, {
        data: { id: 3, path: body.path, target: body.target, isPermanent: body.isPermanent, warnings: [MISSING] },
      });
    }
    return json(200, { data: [], meta: { total: 0 } });
  });
  render(
    <TestMemoryRouter initialEntries={['/redirects/create']}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <Routes>
          <Route path="/redirects" element={<p>Liste der Weiterleitungen</p>} />
          <Route
            path="/redirects/create"
            element={
              <ResourceContextProvider value="redirects">
                <RedirectCreate />
              </ResourceContextProvider>
            }
          />
        </Routes>
        <Notification />
      </AdminContext>
    </TestMemoryRouter>,
  );
  return bodies;
}

describe('the redirect form', { timeout: 20_000 }, () => {
  it('asks to confirm a path of the shop, saves temporary (302) by default and shows the missing target', async () => {
    const bodies = renderCreate();
    await userEvent.type(await screen.findByLabelText('Pfad *'), '/store/online-shop');
    await userEvent.type(screen.getByLabelText('Ziel *'), '/weihnachten');
    expect(screen.getByLabelText('Dauerhaft (301)')).not.toBeChecked();
    expect(screen.queryByLabelText('Ja, diesen Pfad des Shops trotzdem weiterleiten')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    // the form's warning with the checkbox, and the notification
    await waitFor(() => expect(screen.getAllByText(REFUSAL)).toHaveLength(2));
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(
      `${REFUSAL}Ja, diesen Pfad des Shops trotzdem weiterleiten`,
    );
    expect(bodies[0]).toMatchObject({ path: '/store/online-shop', target: '/weihnachten', isPermanent: false });
    expect(bodies[0].confirmed).not.toBe(true);

    await userEvent.click(screen.getByLabelText('Ja, diesen Pfad des Shops trotzdem weiterleiten'));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({ path: '/store/online-shop', confirmed: true, isPermanent: false });
    expect(await screen.findByText(`Eintrag erstellt. ${MISSING}`)).toBeInTheDocument();
    expect(await screen.findByText('Liste der Weiterleitungen')).toBeInTheDocument();
  });
});
