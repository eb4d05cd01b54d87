// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { apiConfig, configureApi } from '../../runtime/api/http';
import { useSession } from '../../runtime/auth';
import type { LoadedApplication } from '../../runtime/app/loadApplication';
import { applyTenantOf } from './runtimeSetup';

const loaded = (extra: Partial<LoadedApplication>): LoadedApplication => ({
  document: { name: 'Shop', schemaVersion: 1, content: [] }, source: 'server', ...extra,
});

describe('starting a published application', () => {
  beforeEach(() => configureApi({ tenantId: null, resellerId: null }));

  it('puts its tenant and reseller into the API context, so every call carries them', () => {
    applyTenantOf(loaded({ tenantId: 'demo', resellerId: 'partner-1' }));
    expect(apiConfig()).toMatchObject({ tenantId: 'demo', resellerId: 'partner-1' });
  });

  it('leaves the reseller alone for an application of another tenant than the logged-in user\'s', () => {
    useSession.setState({ user: { id: 'u1', tenantId: 'mine', displayName: 'Ada', primaryEmail: 'ada@example.com', permissions: [] } });
    applyTenantOf(loaded({ tenantId: 'theirs', resellerId: 'partner-9' }));
    expect(apiConfig()).toMatchObject({ tenantId: 'mine', resellerId: null });
    useSession.setState({ user: null });
  });
});
