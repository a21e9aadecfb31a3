import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuerProfile } from '../../../server/credentials/issuerProfile';
import { vatSettings } from '../../../server/settings/vatSettings';
import { ukVatNumber } from '../../../server/settings/vatNumber';
import { type TestServer, startTestServer } from '../helpers/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type Answer = {
  data: Record<string, unknown>[] | Record<string, unknown>;
  message?: string;
  errors?: Record<string, string[]>;
};

describe('the VAT and invoices settings', () => {
  it('start as MindWell Academy, not VAT registered, at 20%', async () => {
    expect(await vatSettings(server.db)).toEqual({
      vatRegistered: false,
      vatNumber: '',
      vatRate: 20,
      legalName: 'MindWell Academy',
      address: [],
    });
    const admin = await server.signInAsAdmin();
    const list = (await admin.admin('GET', 'vat-settings')).json<Answer>();
    expect(list.data).toEqual([expect.objectContaining({ legal_name: 'MindWell Academy', vat_rate: 20 })]);
  });

  it('refuse a VAT number that is not a UK one, and a registered seller without one', async () => {
    const admin = await server.signInAsAdmin();
    const [record] = (await admin.admin('GET', 'vat-settings')).json<{ data: { id: number }[] }>().data;
    const bad = await admin.admin('POST', 'vat-settings/update', {
      id: record.id,
      vat_number: 'FR12345678901',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<Answer>().errors?.vat_number?.[0]).toMatch(/UK VAT number/);
    const missing = await admin.admin('POST', 'vat-settings/update', { id: record.id, vat_registered: 1 });
    expect(missing.statusCode).toBe(422);
    expect(missing.json<Answer>().errors?.vat_number?.[0]).toMatch(/VAT-registered/);
  });

  it('keep what the console saves, and the credentials’ issuer takes the legal name and address', async () => {
    const admin = await server.signInAsAdmin();
    const [record] = (await admin.admin('GET', 'vat-settings')).json<{ data: { id: number }[] }>().data;
    const saved = await admin.admin('POST', 'vat-settings/update', {
      id: record.id,
      vat_registered: 1,
      vat_number: 'gb 123 4567 89',
      vat_rate: 20,
      legal_name: 'MindWell Learning Ltd',
      address: '1 Calm Street\nLeeds\nLS1 4AP',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await vatSettings(server.db)).toMatchObject({
      vatRegistered: true,
      vatNumber: 'GB123456789',
      legalName: 'MindWell Learning Ltd',
      address: ['1 Calm Street', 'Leeds', 'LS1 4AP'],
    });
    expect(await issuerProfile(server.db, 'https://academy.example')).toEqual({
      id: 'did:web:academy.example',
      type: ['Profile'],
      name: 'MindWell Learning Ltd',
      url: 'https://academy.example',
      address: {
        type: ['Address'],
        streetAddress: '1 Calm Street',
        addressLocality: 'Leeds',
        postalCode: 'LS1 4AP',
        addressCountry: 'GB',
      },
    });
    expect((await admin.admin('POST', 'vat-settings/create', { legal_name: 'Second' })).statusCode).toBe(404);
  });

  it('read UK VAT numbers as HMRC writes them', () => {
    expect(ukVatNumber('GB 123 4567 89')).toBe('GB123456789');
    expect(ukVatNumber('123456789012')).toBe('GB123456789012');
    expect(ukVatNumber('XI123456789')).toBe('XI123456789');
    expect(ukVatNumber('GBGD001')).toBe('GBGD001');
    expect(ukVatNumber('GBHA599')).toBe('GBHA599');
    for (const bad of ['GB12345678', 'GB1234567890', 'DE123456789', 'GBGD500', 'hello'])
      expect(ukVatNumber(bad)).toBeUndefined();
  });
});
