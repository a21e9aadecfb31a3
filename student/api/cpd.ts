import { apiConfig } from '../../src/api/config';
import { type CpdRecord, cpdEndpoints } from '../../src/contract/cpdTypes';
import { request } from './client';

/** The signed-in student's CPD record, and where its CSV and PDF are downloaded. */
export const fetchCpdRecord = (signal?: AbortSignal) =>
  request<CpdRecord>(cpdEndpoints.record.path, { signal });
export const cpdCsvUrl = `${apiConfig.apiBase}${cpdEndpoints.csv.path}`;
export const cpdPdfUrl = `${apiConfig.apiBase}${cpdEndpoints.pdf.path}`;
