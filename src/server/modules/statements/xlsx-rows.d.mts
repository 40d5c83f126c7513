/** Types of xlsx-rows.mjs (plain JavaScript, loaded as it is by the statement reader's worker thread). */
export declare class XlsxRefusal extends Error {
  constructor(reason: 'unreadable' | 'empty' | 'tooManyLines');
  reason: 'unreadable' | 'empty' | 'tooManyLines';
}

export declare function readXlsxRows(
  bytes: Uint8Array,
  limits: { maxLines: number; maxColumns: number; maxCell: number },
): Promise<string[][]>;
