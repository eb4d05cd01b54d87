import { describe, expect, it } from 'vitest';
import { applicationFields, checkApplicationForm, newApplicationDocument, normalizeDomain } from './applicationForm';

const values = { name: ' Shop ', projectId: 'p1', domain: 'Shop.Example.com:8080', kind: 'CMS' as const };

describe('application form', () => {
  it('normalises domains as the server does', () => {
    expect(normalizeDomain(' Shop.Example.com:8080 ')).toBe('shop.example.com');
    expect(normalizeDomain('example.com.')).toBe('example.com');
  });

  it('needs a name and a host name when a domain is given', () => {
    expect(checkApplicationForm(values)).toEqual({});
    expect(checkApplicationForm({ ...values, name: '  ', domain: 'not a host' })).toEqual({ name: 'nameRequired', domain: 'domainInvalid' });
    expect(checkApplicationForm({ ...values, domain: '' })).toEqual({});
  });

  it('sends trimmed fields, no domain as null', () => {
    expect(applicationFields(values)).toEqual({ name: 'Shop', projectId: 'p1', domain: 'shop.example.com', kind: 'CMS' });
    expect(applicationFields({ ...values, projectId: '', domain: '' })).toEqual({ name: 'Shop', domain: null, kind: 'CMS' });
  });

  it('sends the reseller only when the form offers it (tenant administrators): trimmed, or null to remove it', () => {
    expect('resellerId' in applicationFields(values)).toBe(false);
    expect(applicationFields({ ...values, resellerId: ' agency-7 ' }).resellerId).toBe('agency-7');
    expect(applicationFields({ ...values, resellerId: '  ' }).resellerId).toBeNull();
    expect(checkApplicationForm({ ...values, resellerId: 'with space' })).toEqual({ resellerId: 'resellerInvalid' });
    expect(checkApplicationForm({ ...values, resellerId: '' })).toEqual({});
    expect(newApplicationDocument({ ...values, resellerId: 'agency-7' }, 'Start', 'r1').resellerId).toBe('agency-7');
    expect('resellerId' in newApplicationDocument({ ...values, resellerId: '' }, 'Start', 'r1')).toBe(false);
  });

  it('starts a new application with one empty start page', () => {
    const document = newApplicationDocument({ ...values, domain: '' }, 'Start', 'r1');
    expect(document).toMatchObject({ name: 'Shop', kind: 'CMS', schemaVersion: 1, content: [{ path: '', title: 'Start', widget: { id: 'r1', type: 'FlexboxContainer' } }] });
    expect('domain' in document).toBe(false);
  });
});
