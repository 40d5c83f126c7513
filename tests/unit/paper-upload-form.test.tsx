// @vitest-environment jsdom
/**
 * The delegate's position paper upload (src/web/features/papers/PaperUploadForm.tsx): a file that is not a PDF
 * or is over 5 MB is refused when chosen, with the shared message, and nothing is sent; submitting without a
 * file says to choose one; a PDF is sent as a data URL with its name, the progress bar follows the upload, and
 * the server's answer (success or refusal) is shown.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paperMessages } from '~/shared/paper-messages';
import { paperRules } from '~/shared/schemas/papers';
import { PaperUploadForm, type PaperUploadFormProps } from '~/web/features/papers/PaperUploadForm';
import { ApiError } from '~/web/lib/api';

afterEach(cleanup);
const m = paperMessages;

const pdf = () => new File(['%PDF-1.7\n%%EOF\n'], 'my paper.pdf', { type: 'application/pdf' });

/** The form with an upload that records what it was given and reports progress, answering `answer`. */
function setup(answer: (progress: (f: number) => void) => Promise<string>, hasPaper = false) {
  const sent: { file: string; fileName: string }[] = [];
  let progress: ((f: number) => void) | undefined;
  const onUpload: PaperUploadFormProps['onUpload'] = (body, onProgress) => {
    sent.push(body);
    progress = onProgress;
    return answer(onProgress);
  };
  const user = userEvent.setup({ applyAccept: false });
  render(<PaperUploadForm hasPaper={hasPaper} onUpload={onUpload} />);
  const input = screen.getByLabelText(m.fileLabel) as HTMLInputElement;
  return { user, input, sent, progress: () => progress };
}

describe('the paper upload form', () => {
  it('refuses a file that is not a PDF or is over 5 MB, and sends nothing', async () => {
    const { user, input, sent } = setup(async () => 'never');
    await user.upload(input, new File(['GIF89a'], 'notes.gif', { type: 'image/gif' }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.notPdf);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.upload(
      input,
      new File([new Uint8Array(paperRules.maxBytes + 1)], 'big.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(m.tooLarge));
    await user.click(screen.getByRole('button', { name: m.upload }));
    expect(screen.getByRole('alert').textContent).toBe(m.notPdf);
    expect(sent).toEqual([]);
  });

  it('sends the chosen PDF with its name, shows the progress, then the server’s message', async () => {
    let finish: (message: string) => void = () => {};
    const { user, input, sent, progress } = setup(
      () => new Promise<string>((resolve) => (finish = resolve)),
      true,
    );
    await user.upload(input, pdf());
    expect(screen.getByText('my paper.pdf')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: m.uploadNew }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.fileName).toBe('my paper.pdf');
    expect(sent[0]!.file).toMatch(/^data:application\/pdf;base64,/);
    expect(Buffer.from(sent[0]!.file.split(',')[1]!, 'base64').toString()).toContain('%PDF-1.7');
    act(() => progress()!(0.42));
    const bar = await screen.findByRole('progressbar');
    await waitFor(() => expect(bar.getAttribute('value')).toBe('0.42'));
    expect(screen.getByText('Uploading… 42%')).toBeTruthy();
    expect((screen.getByRole('button', { name: m.uploadNew }) as HTMLButtonElement).disabled).toBe(true);
    act(() => finish(m.uploaded(2)));
    expect((await screen.findByText(m.uploaded(2))).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s refusal under the picker', async () => {
    const { user, input } = setup(async () => {
      throw new ApiError(m.encrypted, 400);
    });
    await user.upload(input, pdf());
    await user.click(screen.getByRole('button', { name: m.upload }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.encrypted);
    expect((screen.getByRole('button', { name: m.upload }) as HTMLButtonElement).disabled).toBe(false);
  });
});
