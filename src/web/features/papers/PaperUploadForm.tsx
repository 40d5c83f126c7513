import { useId, useRef, useState } from 'react';
import { paperMessages } from '~/shared/paper-messages';
import { checkPaperFile, paperRules } from '~/shared/schemas/papers';
import { FileButton, UploadProgress } from '~/web/components/app/FilePicker';
import { readAsDataUrl, sizeLimit } from '~/web/components/app/files';
import { errorMessage } from '~/web/lib/api';

const m = paperMessages;

export interface PaperUploadFormProps {
  /** Whether a version exists already (the button then says a new version). */
  hasPaper: boolean;
  /** Sends the PDF (a data URL) and reports the upload's progress (0 to 1); answers the server's message. */
  onUpload: (
    body: { file: string; fileName: string },
    onProgress: (fraction: number) => void,
  ) => Promise<string>;
}

/**
 * The delegate's upload of a position paper: a PDF of at most 5 MB, checked when chosen (the server checks
 * its bytes again), sent with a progress bar; the server's refusal is shown under the picker, its success
 * as a status line.
 */
export function PaperUploadForm({ hasPaper, onUpload }: PaperUploadFormProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;

  const clearInput = () => {
    if (input.current) input.current.value = '';
  };
  const choose = (chosen: File | undefined) => {
    setDone(null);
    if (!chosen) return;
    const problem = checkPaperFile(chosen);
    if (problem) {
      setFile(null);
      clearInput();
      setError(problem);
      return;
    }
    setError(null);
    setFile(chosen);
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (!file) {
      setError(m.notPdf);
      input.current?.focus();
      return;
    }
    setProgress(0);
    try {
      const dataUrl = await readAsDataUrl(file);
      const message = await onUpload({ file: dataUrl, fileName: file.name }, setProgress);
      setFile(null);
      clearInput();
      setError(null);
      setDone(message);
    } catch (failure) {
      setError(errorMessage(failure, m.error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <form className="paper-upload" noValidate onSubmit={submit}>
      <span className="form-label" id={`${id}-label`}>
        {m.fileLabel}
      </span>
      <div className="acc-file__controls">
        <FileButton
          id={id}
          hintId={`${id}-hint`}
          errorId={error ? `${id}-error` : undefined}
          inputRef={input}
          accept={paperRules.accept}
          chooseLabel={file ? m.chooseAnother : m.choose}
          hint={file ? file.name : m.fileHint(sizeLimit(paperRules.maxBytes))}
          labelledBy={`${id}-label`}
          invalid={error !== null}
          disabled={busy}
          onFile={choose}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {progress !== null ? <UploadProgress labelId={`${id}-progress`} progress={progress} /> : null}
      {done ? (
        <p className="paper-upload__done" role="status">
          {done}
        </p>
      ) : null}
      <div>
        <button type="submit" className="button button--navy" disabled={busy} aria-busy={busy}>
          {hasPaper ? m.uploadNew : m.upload}
        </button>
      </div>
    </form>
  );
}
