import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION_DAYS } from '~/shared/constants';
import { imageRules } from '~/shared/images';
import { eventRules } from '~/shared/schemas/events';
import { checkFile, sizeLimit, uploadLabel } from '~/web/components/app/files';
import { nextSearch, syncedText } from '~/web/components/app/search';
import { DELETION_GRACE_MS } from '../../src/server/modules/accounts/context';

describe('checkFile (the file pickers)', () => {
  const png = (size: number) => ({ type: 'image/png', size });

  it('accepts an accepted type of 1 byte up to the limit', () => {
    expect(checkFile(png(1), imageRules.types, imageRules.paymentMaxBytes)).toBe(true);
    expect(checkFile(png(imageRules.paymentMaxBytes), imageRules.types, imageRules.paymentMaxBytes)).toBe(
      true,
    );
    for (const type of imageRules.types)
      expect(checkFile({ type, size: 10 }, imageRules.types, 100)).toBe(true);
  });

  it('refuses an empty file, one byte over the limit, and another type', () => {
    expect(checkFile(png(0), imageRules.types, 100)).toBe(false);
    expect(
      checkFile(png(imageRules.profilePhotoMaxBytes + 1), imageRules.types, imageRules.profilePhotoMaxBytes),
    ).toBe(false);
    expect(checkFile({ type: 'image/gif', size: 10 }, imageRules.types, 100)).toBe(false);
    expect(checkFile({ type: 'application/pdf', size: 10 }, imageRules.types, 100)).toBe(false);
    expect(checkFile({ type: '', size: 10 }, ['application/pdf'], 100)).toBe(false);
  });

  it('checks a PDF guide against its own type and limit', () => {
    const pdf = (size: number) => ({ type: 'application/pdf', size });
    expect(checkFile(pdf(eventRules.pdfMaxBytes), ['application/pdf'], eventRules.pdfMaxBytes)).toBe(true);
    expect(checkFile(pdf(eventRules.pdfMaxBytes + 1), ['application/pdf'], eventRules.pdfMaxBytes)).toBe(
      false,
    );
    expect(checkFile(png(10), ['application/pdf'], eventRules.pdfMaxBytes)).toBe(false);
  });
});

describe('sizeLimit (the pickers’ hints)', () => {
  it('says kilobytes under a megabyte and megabytes from one up', () => {
    expect(sizeLimit(imageRules.profilePhotoMaxBytes)).toBe('at most 300 KB');
    expect(sizeLimit(imageRules.paymentMaxBytes)).toBe('at most 500 KB');
    expect(sizeLimit(eventRules.imageMaxBytes)).toBe('at most 1 MB');
    expect(sizeLimit(eventRules.pdfMaxBytes)).toBe('at most 5 MB');
  });
});

describe('uploadLabel (the upload progress line)', () => {
  it('counts the percentage sent, then says Saving… once every byte is sent', () => {
    expect(uploadLabel(0)).toBe('Uploading… 0%');
    expect(uploadLabel(0.424)).toBe('Uploading… 42%');
    expect(uploadLabel(0.999)).toBe('Uploading… 100%');
    expect(uploadLabel(1)).toBe('Saving…');
  });
});

describe('the debounced search box', () => {
  it('searches for the trimmed text when it differs from the search in effect', () => {
    expect(nextSearch('ada', '')).toBe('ada');
    expect(nextSearch('  ada lovelace ', 'ada')).toBe('ada lovelace');
    expect(nextSearch('', 'ada')).toBe('');
    expect(nextSearch('   ', 'ada')).toBe('');
  });

  it('does nothing when only spaces around the words changed', () => {
    expect(nextSearch('ada', 'ada')).toBeNull();
    expect(nextSearch('ada ', 'ada')).toBeNull();
    expect(nextSearch('  ', '')).toBeNull();
  });

  it('keeps what the visitor typed while it means the search in effect, else shows the new search', () => {
    expect(syncedText('ada ', 'ada')).toBe('ada ');
    expect(syncedText('ada', 'grace')).toBe('grace');
    expect(syncedText('ada', '')).toBe('');
  });
});

describe('the account deletion grace period', () => {
  it('is the one the web announces, in days', () => {
    expect(DELETION_GRACE_MS).toBe(ACCOUNT_DELETION_DAYS * 24 * 60 * 60 * 1000);
    expect(ACCOUNT_DELETION_DAYS).toBe(15);
  });
});
