// The console's own client cannot be deleted through the Management API: until the next start
// recreated it, nobody could sign in to the console.
import { expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.js';

const app = useTestApp();

it('refuses deleting tessera-console on both fronts, and it is still there', async () => {
  const rest = await app.api('DELETE', '/applications/tessera-console');
  expect(rest.status).toBe(400);
  expect(rest.body.code).toBe('application.console_delete_not_allowed');

  const gql = await app.graphql<any>(`mutation { deleteApplication(id: "tessera-console") { deletedId userErrors { code } } }`);
  expect(gql.data.deleteApplication).toEqual({ deletedId: null, userErrors: [{ code: 'application.console_delete_not_allowed' }] });

  expect((await app.api('GET', '/applications/tessera-console')).status).toBe(200);
});
