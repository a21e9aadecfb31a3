import { type DbOrTrx, loose } from '../db/schema';

/** The provider's VAT and invoicing details, from the console's VAT and invoices page. */
export interface VatSettings {
  vatRegistered: boolean;
  /** As entered, `GB123456789`; empty while not registered. */
  vatNumber: string;
  /** Percent, 20 unless set. */
  vatRate: number;
  legalName: string;
  /** Lines of the postal address, as entered. */
  address: string[];
}

export const DEFAULT_LEGAL_NAME = 'MindWell Academy';

/** The one record of the VAT and invoices page, or what a provider who has not filled it in has. */
export async function vatSettings(db: DbOrTrx): Promise<VatSettings> {
  const row = await loose(db).selectFrom('vat_settings').selectAll().orderBy('id').executeTakeFirst();
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return {
    vatRegistered: Number(row?.vat_registered ?? 0) === 1,
    vatNumber: text(row?.vat_number),
    vatRate: row?.vat_rate === null || row?.vat_rate === undefined ? 20 : Number(row.vat_rate),
    legalName: text(row?.legal_name) || DEFAULT_LEGAL_NAME,
    address: text(row?.address)
      .split(/\r?\n/)
      .map((line) => line.trim().replace(/,$/, ''))
      .filter(Boolean),
  };
}
