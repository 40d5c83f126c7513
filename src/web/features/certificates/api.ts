/**
 * The certificate calls (src/server/modules/certificates/routes.ts): the admin's list, issue,
 * revoke and ZIP download (streamed, with progress), the delegate's own certificates and PDF, and the public
 * verification of a code.
 */
import { queryOptions } from '@tanstack/react-query';
import { messages } from '~/shared/messages';
import { certificateMessages } from '~/shared/desk-messages';
import {
  type CertificateIssueResponse,
  type CertificateListResponse,
  type CertificateProblemCode,
  type CertificateReissueResponse,
  type CertificateVerifyResponse,
  type MyCertificate,
  type MyCertificatesResponse,
  certificateCountHeader,
} from '~/shared/schemas/certificates';
import { ApiError, apiFileRequest, apiRequest } from '~/web/lib/api';
import { fileNameOf, saveFile } from '~/web/lib/download';

const m = certificateMessages;
const base = (eventName: string) => `/admin/events/${encodeURIComponent(eventName)}/certificates`;

export const certificateListQuery = (eventName: string) =>
  queryOptions({
    queryKey: ['certificates', eventName],
    queryFn: ({ signal }) =>
      apiRequest<CertificateListResponse>(base(eventName), {
        auth: true,
        signal,
        fallbackError: messages.admin.errorFetchingData,
      }),
  });

/** `confirmed`: the problems of the list the admin was shown and confirmed (the server refuses others). */
export function issueCertificates(
  eventName: string,
  confirmed: CertificateProblemCode[] = [],
): Promise<CertificateIssueResponse> {
  return apiRequest<CertificateIssueResponse>(`${base(eventName)}/issue`, {
    method: 'POST',
    body: confirmed.length > 0 ? { confirmed } : {},
    auth: true,
    fallbackError: messages.admin.somethingWentWrong,
  });
}

export function reissueCertificate(eventName: string, code: string): Promise<CertificateReissueResponse> {
  return apiRequest<CertificateReissueResponse>(`${base(eventName)}/${encodeURIComponent(code)}/reissue`, {
    method: 'POST',
    body: {},
    auth: true,
    fallbackError: messages.admin.somethingWentWrong,
  });
}

export function revokeCertificate(eventName: string, code: string): Promise<void> {
  return apiRequest<void>(`${base(eventName)}/${encodeURIComponent(code)}/revoke`, {
    method: 'POST',
    body: {},
    auth: true,
    fallbackError: messages.admin.somethingWentWrong,
  });
}

export const myCertificatesQuery = queryOptions({
  queryKey: ['myCertificates'],
  queryFn: async ({ signal }): Promise<MyCertificate[]> =>
    (
      await apiRequest<MyCertificatesResponse>('/dashboard/certificates', {
        auth: true,
        signal,
        fallbackError: messages.generic.somethingWentWrong,
      })
    ).certificates,
});

export const verifyCertificateQuery = (code: string) =>
  queryOptions({
    queryKey: ['certificateVerification', code],
    queryFn: async ({ signal }) => {
      try {
        return (
          await apiRequest<CertificateVerifyResponse>(`/certificates/${encodeURIComponent(code)}`, { signal })
        ).certificate;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    retry: false,
  });

/** How far a ZIP download has come: certificates seen (their ZIP entries) of the count, and bytes. */
export interface ZipProgress {
  files: number;
  total: number;
  bytes: number;
}

/** A ZIP local file header ("PK\x03\x04"): one per certificate, written just before its PDF. */
const entrySignature = [0x50, 0x4b, 0x03, 0x04];

/**
 * GET .../certificates.zip read as a stream: progress counts the certificates whose entries have arrived
 * (a PDF's own bytes could hold the signature too, so the count is capped at the header's total).
 */
export async function downloadCertificatesZip(
  eventName: string,
  onProgress: (progress: ZipProgress) => void,
): Promise<void> {
  const response = await apiFileRequest(`${base(eventName)}.zip`, { fallbackError: m.downloadFailed });
  const total = Number(response.headers.get(certificateCountHeader) ?? 0);
  const name = fileNameOf(response.headers.get('content-disposition'), `${eventName}-certificates.zip`);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  let files = 0;
  let matched = 0;
  const reader = response.body?.getReader();
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      bytes += value.byteLength;
      for (const byte of value) {
        matched = byte === entrySignature[matched] ? matched + 1 : byte === entrySignature[0] ? 1 : 0;
        if (matched === entrySignature.length) {
          files += 1;
          matched = 0;
        }
      }
      onProgress({ files: Math.min(files, total), total, bytes });
    }
  } else {
    chunks.push(new Uint8Array(await response.arrayBuffer()));
  }
  onProgress({ files: total, total, bytes });
  saveFile(new Blob(chunks, { type: 'application/zip' }), name);
}

/** The delegate's own certificate PDF, saved as a file. */
export async function downloadMyCertificate(code: string): Promise<void> {
  const response = await apiFileRequest(`/dashboard/certificates/${encodeURIComponent(code)}/pdf`, {
    fallbackError: messages.generic.somethingWentWrong,
  });
  const name = fileNameOf(response.headers.get('content-disposition'), 'certificate.pdf');
  saveFile(await response.blob(), name);
}
