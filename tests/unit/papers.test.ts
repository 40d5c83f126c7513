/**
 * The pure rules of position papers (src/shared/schemas/papers.ts): a paper's status from its latest version,
 * lateness against a deadline, the upload form's quick check of a chosen file, and ZIP entry names.
 */
import { describe, expect, it } from 'vitest';
import { paperMessages } from '~/shared/paper-messages';
import { checkPaperFile, isLate, paperFileName, paperRules, paperStatus } from '~/shared/schemas/papers';

const m = paperMessages;

describe('paperStatus', () => {
  it('is missing without a version, submitted or late before review, else the review', () => {
    expect(paperStatus(null)).toBe('missing');
    expect(paperStatus(undefined)).toBe('missing');
    expect(paperStatus({ review: 'submitted', late: false })).toBe('submitted');
    expect(paperStatus({ review: 'submitted', late: true })).toBe('late');
    expect(paperStatus({ review: 'changesRequested', late: true })).toBe('changesRequested');
    expect(paperStatus({ review: 'accepted', late: true })).toBe('accepted');
  });
});

describe('isLate', () => {
  it('is late only strictly after a deadline, never without one', () => {
    const deadline = '2026-11-20T18:30:00.000Z';
    expect(isLate(new Date('2026-11-20T18:30:00.000Z'), deadline)).toBe(false);
    expect(isLate(new Date('2026-11-20T18:30:00.001Z'), deadline)).toBe(true);
    expect(isLate(new Date('2030-01-01T00:00:00Z'), null)).toBe(false);
  });
});

describe('checkPaperFile', () => {
  it('takes a PDF of 1 byte up to 5 MB, and a .pdf the browser gives no type', () => {
    expect(checkPaperFile({ type: 'application/pdf', size: 1, name: 'a.pdf' })).toBeNull();
    expect(checkPaperFile({ type: 'application/pdf', size: paperRules.maxBytes, name: 'a.pdf' })).toBeNull();
    expect(checkPaperFile({ type: '', size: 10, name: 'Paper.PDF' })).toBeNull();
  });

  it('refuses another type, an empty file and one byte over 5 MB', () => {
    expect(checkPaperFile({ type: 'image/png', size: 10, name: 'a.pdf' })).toBe(m.notPdf);
    expect(checkPaperFile({ type: '', size: 10, name: 'paper.docx' })).toBe(m.notPdf);
    expect(checkPaperFile({ type: 'application/pdf', size: 0, name: 'a.pdf' })).toBe(m.notPdf);
    expect(checkPaperFile({ type: 'application/pdf', size: paperRules.maxBytes + 1, name: 'a.pdf' })).toBe(
      m.tooLarge,
    );
  });
});

describe('paperFileName', () => {
  it('names a paper by its portfolio, without what file systems refuse', () => {
    expect(paperFileName('Alpha')).toBe('Alpha.pdf');
    expect(paperFileName('A/B: "C"?')).toBe('A_B_ _C__.pdf');
    expect(paperFileName('../../etc/passwd')).toBe('.._.._etc_passwd.pdf');
    expect(paperFileName('   ')).toBe('paper.pdf');
    expect(paperFileName('x'.repeat(500))).toHaveLength(124);
  });
});
