import { describe, expect, it } from 'vitest';
import type { ResourceRecords } from '../api/types';
import customers from './customers';
import externalUsers from './externalUsers';
import leads from './leads';

type Represent<R extends keyof ResourceRecords> = (record: ResourceRecords[R]) => string;

const customer = (fields: Partial<ResourceRecords['customers']>) =>
  ({ id: 1, name: '', email: '', phone: '', ...fields }) as ResourceRecords['customers'];
const lead = (fields: Partial<ResourceRecords['analytics-leads']>) =>
  ({ id: 1, firstName: '', lastName: '', email: 'lea@example.com', ...fields }) as ResourceRecords['analytics-leads'];

describe('how crm records are named in references and titles', () => {
  it('names a customer by name, else e-mail, else phone', () => {
    const name = customers.recordRepresentation as Represent<'customers'>;
    expect(name(customer({ name: 'Erika Musterfrau', email: 'erika@example.com' }))).toBe('Erika Musterfrau');
    expect(name(customer({ email: 'erika@example.com', phone: '+431234' }))).toBe('erika@example.com');
    expect(name(customer({ phone: '+431234' }))).toBe('+431234');
  });

  it('names an external user by first and last name', () => {
    const name = externalUsers.recordRepresentation as Represent<'external-users'>;
    const paul = { id: 1, firstName: 'Paul', lastName: 'Partner' } as ResourceRecords['external-users'];
    expect(name(paul)).toBe('Paul Partner');
    expect(name({ ...paul, lastName: '' })).toBe('Paul');
  });

  it('names a lead by its name, else its e-mail', () => {
    const name = leads.recordRepresentation as Represent<'analytics-leads'>;
    expect(name(lead({ firstName: 'Lea', lastName: 'Lead' }))).toBe('Lea Lead');
    expect(name(lead({ lastName: 'Lead' }))).toBe('Lead');
    expect(name(lead({}))).toBe('lea@example.com');
  });
});
