import { useRef, useState } from 'react';
import { checkImageFile, imageRules } from '~/shared/images';
import { messages } from '~/shared/messages';
import { type ImageRef, eventRules } from '~/shared/schemas/events';
import { errorMessage } from '~/web/features/accounts/api';
import { useUnauthorizedHandler } from '~/web/features/accounts/components/Guards';
import { uploadEventFile } from './api';

const m = messages.events;
const imageLimit = `PNG, JPEG, WebP or AVIF, at most ${eventRules.imageMaxBytes / 1024 / 1024} MB.`;
const pdfLimit = `PDF, at most ${eventRules.pdfMaxBytes / 1024 / 1024} MB.`;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

/**
 * Sends a chosen file to POST /superadmin/events/:eventName/files (checked here first, then by the server,
 * as every other upload), with its progress; answers the stored file or null after a failure (in `error`).
 */
function useEventUpload(eventName: string, kind: 'image' | 'pdf') {
  const unauthorized = useUnauthorizedHandler();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File, alt: string) => {
    const fits =
      kind === 'image'
        ? checkImageFile(file, eventRules.imageMaxBytes)
        : file.type === 'application/pdf' && file.size > 0 && file.size <= eventRules.pdfMaxBytes;
    if (!fits) {
      setError(m.invalidFile);
      return null;
    }
    setError(null);
    setProgress(0);
    try {
      const dataUrl = await readAsDataUrl(file);
      const { file: stored } = await uploadEventFile(eventName, { file: dataUrl, alt }, setProgress);
      return stored;
    } catch (caught) {
      if (!unauthorized(caught)) setError(errorMessage(caught, m.invalidFile));
      return null;
    } finally {
      setProgress(null);
    }
  };
  return { upload, progress, error, setError };
}

function Progress({ id, progress }: { id: string; progress: number }) {
  return (
    <div className="acc-progress" role="status">
      <span className="acc-progress__label" id={`${id}-progress`}>
        {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : 'Saving…'}
      </span>
      <progress value={progress} max={1} aria-labelledby={`${id}-progress`} />
    </div>
  );
}

interface ImageUploadProps {
  id: string;
  label: string;
  eventName: string;
  value: ImageRef | null;
  onChange: (image: ImageRef | null) => void;
  /** A validation error of the field (e.g. of its alt text). */
  error?: string;
  disabled?: boolean;
  /** Wide images (hero, banners) are previewed wide; photos and logos square. */
  shape?: 'wide' | 'square';
}

/**
 * An image of the event (hero, banner, photo, logo): preview, its alt text, and an upload with progress. The
 * uploaded image goes into the form; the section's Save stores it.
 */
export function ImageUpload({
  id,
  label,
  eventName,
  value,
  onChange,
  error,
  disabled = false,
  shape = 'wide',
}: ImageUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState(value?.alt ?? '');
  const { upload, progress, error: uploadError, setError } = useEventUpload(eventName, 'image');
  const busy = progress !== null;
  const shownError = uploadError ?? error;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const stored = await upload(file, alt.trim());
    if (input.current) input.current.value = '';
    if (stored?.image) onChange({ ...stored.image, alt: alt.trim() });
    else if (stored) setError(m.invalidFile);
  };

  return (
    <fieldset className="ev-upload acc-field--full" aria-describedby={shownError ? errorId : undefined}>
      <legend className="form-label" id={labelId}>
        {label}
      </legend>
      <div className="acc-file__row">
        <div className={`ev-upload__frame ev-upload__frame--${shape}`}>
          {value ? (
            <img
              className="ev-upload__preview"
              src={value.url}
              width={value.width}
              height={value.height}
              alt={value.alt ? `Preview: ${value.alt}` : `Preview of the ${label.toLowerCase()}`}
            />
          ) : (
            <span className="ev-upload__none">No image</span>
          )}
        </div>
        <div className="acc-file__controls">
          <input
            ref={input}
            id={`${id}-file`}
            className="visually-hidden acc-file__input"
            type="file"
            accept={imageRules.accept}
            aria-describedby={shownError ? `${hintId} ${errorId}` : hintId}
            aria-invalid={Boolean(shownError)}
            disabled={disabled || busy}
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
          />
          <label htmlFor={`${id}-file`} className="button button--ghost-dark acc-file__choose">
            {value ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
          </label>
          {value ? (
            <button
              type="button"
              className="acc-file__clear"
              onClick={() => {
                onChange(null);
                setError(null);
              }}
              disabled={disabled || busy}
            >
              Remove image
            </button>
          ) : null}
          <p id={hintId} className="acc-field__hint">
            {imageLimit} Stored when you save this section.
          </p>
        </div>
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-alt`} className="form-label ev-upload__alt-label">
          Text alternative (what the image shows)
        </label>
        <input
          id={`${id}-alt`}
          className="form-input"
          type="text"
          maxLength={eventRules.shortText}
          value={alt}
          disabled={disabled}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setAlt(next);
            if (value) onChange({ ...value, alt: next });
          }}
        />
      </div>
      {busy ? <Progress id={id} progress={progress} /> : null}
      {shownError ? (
        <p id={errorId} className="form-error" role="alert">
          {shownError}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Uploads a background guide PDF and hands its address to the link field. */
export function PdfUpload({
  id,
  eventName,
  onUploaded,
  disabled = false,
}: {
  id: string;
  eventName: string;
  onUploaded: (url: string) => void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const { upload, progress, error } = useEventUpload(eventName, 'pdf');
  const busy = progress !== null;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const stored = await upload(file, '');
    if (input.current) input.current.value = '';
    if (stored) onUploaded(stored.url);
  };
  return (
    <div className="ev-pdf">
      <input
        ref={input}
        id={id}
        className="visually-hidden acc-file__input"
        type="file"
        accept=".pdf,application/pdf"
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={Boolean(error)}
        disabled={disabled || busy}
        onChange={(event) => void choose(event.currentTarget.files?.[0])}
      />
      <label htmlFor={id} className="button button--ghost-dark acc-file__choose">
        Upload a PDF guide
      </label>
      <p id={hintId} className="acc-field__hint">
        {pdfLimit} Its address goes into the field above.
      </p>
      {busy ? <Progress id={id} progress={progress} /> : null}
      {error ? (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
