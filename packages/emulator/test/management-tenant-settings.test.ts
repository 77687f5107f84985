// The Management API's tenant settings (/api/v2/tenants/settings): read and update the settings this service
// keeps, `allow_organization_name_in_authentication_api` (organization names at /authorize, `org_name` in
// tokens) and the tenant's Allowed Logout URLs; `fields`/`include_fields`; the scopes and body checks.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { expectManagementError, jwtPayload, useTestService } from './helpers.js';
import { callManagement, json } from './management-helpers.js';
import { ACME, loginTokens } from './organization-helpers.js';

const service = useTestService();
const READ = 'read:tenant_settings';
const UPDATE = 'update:tenant_settings';
const PATH = '/tenants/settings';

type Settings = Record<string, unknown>;

describe('tenant settings', () => {
  it('reads the settings, names off by default', async () => {
    const settings = await json<Settings>(await callManagement(service(), PATH, { scope: READ }));
    assert.equal(settings['allow_organization_name_in_authentication_api'], false);
    assert.ok(Array.isArray(settings['allowed_logout_urls']));
  });

  it('narrows the answer with fields and include_fields', async () => {
    const only = await json<Settings>(
      await callManagement(service(), `${PATH}?fields=allow_organization_name_in_authentication_api`, {
        scope: READ,
      }),
    );
    assert.deepEqual(only, { allow_organization_name_in_authentication_api: false });
    const without = await json<Settings>(
      await callManagement(
        service(),
        `${PATH}?fields=allow_organization_name_in_authentication_api&include_fields=false`,
        { scope: READ },
      ),
    );
    assert.equal('allow_organization_name_in_authentication_api' in without, false);
    assert.ok(Array.isArray(without['allowed_logout_urls']));
  });

  it('allows organization names: /authorize then takes a name and the tokens carry org_name', async () => {
    const updated = await json<Settings>(
      await callManagement(service(), PATH, {
        method: 'PATCH',
        scope: UPDATE,
        body: { allow_organization_name_in_authentication_api: true },
      }),
    );
    assert.equal(updated['allow_organization_name_in_authentication_api'], true);
    const read = await json<Settings>(await callManagement(service(), PATH, { scope: READ }));
    assert.equal(read['allow_organization_name_in_authentication_api'], true);
    const tokens = await loginTokens(service(), { organization: 'acme' });
    assert.equal(jwtPayload(tokens.id_token).org_id, ACME);
    assert.equal(jwtPayload(tokens.id_token).org_name, 'acme');
  });

  it('updates the tenant’s Allowed Logout URLs', async () => {
    const urls = ['http://localhost:7000/bye'];
    const updated = await json<Settings>(
      await callManagement(service(), PATH, {
        method: 'PATCH',
        scope: UPDATE,
        body: { allowed_logout_urls: urls },
      }),
    );
    assert.deepEqual(updated['allowed_logout_urls'], urls);
    assert.deepEqual(service().store.data.allowed_logout_urls, urls);
  });

  it('needs read:tenant_settings to read and update:tenant_settings to change', async () => {
    await expectManagementError(
      await callManagement(service(), PATH, { scope: UPDATE }),
      403,
      'insufficient_scope',
      /read:tenant_settings/,
    );
    await expectManagementError(
      await callManagement(service(), PATH, {
        method: 'PATCH',
        scope: READ,
        body: { allow_organization_name_in_authentication_api: true },
      }),
      403,
      'insufficient_scope',
      /update:tenant_settings/,
    );
    assert.equal(service().store.data.allow_organization_name_in_authentication_api, undefined);
  });

  it('refuses a value of the wrong type and a setting it does not keep, changing nothing', async () => {
    await expectManagementError(
      await callManagement(service(), PATH, {
        method: 'PATCH',
        scope: UPDATE,
        body: { allow_organization_name_in_authentication_api: 'yes' },
      }),
      400,
      'invalid_body',
      /Expected type boolean but found type string/,
    );
    await expectManagementError(
      await callManagement(service(), PATH, {
        method: 'PATCH',
        scope: UPDATE,
        body: { allow_organization_name_in_authentication_api: true, sandbox_version: '22' },
      }),
      400,
      'invalid_body',
      /Additional properties not allowed: sandbox_version/,
    );
    assert.equal(service().store.data.allow_organization_name_in_authentication_api, undefined);
  });
});
