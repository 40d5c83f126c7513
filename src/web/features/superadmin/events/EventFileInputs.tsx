import { useRef, useState } from 'react';
import { imageRules } from '~/shared/images';
import { messages } from '~/shared/messages';
import { type HeroImage, eventRules } from '~/shared/schemas/events';
import { errorMessage } from '~/web/lib/api';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { FileButton, UploadProgress } from '~/web/components/app/FilePicker';
import { checkFile, readAsDataUrl, sizeLimit } from '~/web/components/app/files';
import { uploadEventFile } from './api';

const m = messages.events;
const imageLimit = `PNG, JPEG, WebP or AVIF, ${sizeLimit(eventRules.imageMaxBytes)}.`;
const pdfLimit = `PDF, ${sizeLimit(eventRules.pdfMaxBytes)}.`;
const pdfTypes = ['application/pdf'];
/** Phones show the hero's right-hand part only (conference.css; the server's cut, decision 0040). */
const heroHint =
  'Phones show its right-hand part, two thirds as wide as it is tall: keep what matters there.';

/**
 * Sends a chosen file to POST /superadmin/events/:eventName/files (checked here first, then by the server,
 * as every other upload), with its progress; answers the stored file or null after a failure (in `error`).
 */
function useEventUpload(eventName: string, kind: 'image' | 'pdf') {
  const unauthorized = useUnauthorizedHandler();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File, alt: string, purpose?: 'hero') => {
    const fits =
      kind === 'image'
        ? checkFile(file, imageRules.types, eventRules.imageMaxBytes)
        : checkFile(file, pdfTypes, eventRules.pdfMaxBytes);
    if (!fits) {
      setError(m.invalidFile);
      return null;
    }
    setError(null);
    setProgress(0);
    try {
      const dataUrl = await readAsDataUrl(file);
      const { file: stored } = await uploadEventFile(eventName, { file: dataUrl, alt, purpose }, setProgress);
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

interface ImageUploadProps {
  id: string;
  label: string;
  eventName: string;
  /** An ImageRef; a hero's also names its phones' cut (`narrow`). */
  value: HeroImage | null;
  onChange: (image: HeroImage | null) => void;
  /** A validation error of the field (e.g. of its alt text). */
  error?: string;
  disabled?: boolean;
  /** Wide images (hero, banners) are previewed wide; photos and logos square. */
  shape?: 'wide' | 'square';
  /** `hero`: the server makes the phones' cut too (src/server/images, cropNarrow). */
  purpose?: 'hero';
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
  purpose,
}: ImageUploadProps) {
  const input = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState(value?.alt ?? '');
  const { upload, progress, error: uploadError, setError } = useEventUpload(eventName, 'image');
  const busy = progress !== null;
  const shownError = uploadError ?? error;
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    const stored = await upload(file, alt.trim(), purpose);
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
          <FileButton
            id={`${id}-file`}
            hintId={`${id}-hint`}
            errorId={shownError ? errorId : undefined}
            inputRef={input}
            accept={imageRules.accept}
            chooseLabel={value ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
            hint={`${imageLimit}${purpose === 'hero' ? ` ${heroHint}` : ''} Stored when you save this section.`}
            invalid={Boolean(shownError)}
            disabled={disabled || busy}
            onFile={(file) => void choose(file)}
            clear={
              value
                ? {
                    label: 'Remove image',
                    onClear: () => {
                      onChange(null);
                      setError(null);
                    },
                  }
                : undefined
            }
          />
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
      {busy ? <UploadProgress labelId={`${id}-progress`} progress={progress} /> : null}
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
  const errorId = `${id}-error`;
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const stored = await upload(file, '');
    if (input.current) input.current.value = '';
    if (stored) onUploaded(stored.url);
  };
  return (
    <div className="ev-pdf">
      <FileButton
        id={id}
        hintId={`${id}-hint`}
        errorId={error ? errorId : undefined}
        inputRef={input}
        accept=".pdf,application/pdf"
        chooseLabel="Upload a PDF guide"
        hint={`${pdfLimit} Its address goes into the field above.`}
        invalid={Boolean(error)}
        disabled={disabled || busy}
        onFile={(file) => void choose(file)}
      />
      {busy ? <UploadProgress labelId={`${id}-progress`} progress={progress} /> : null}
      {error ? (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
