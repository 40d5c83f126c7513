import { useRef, useState } from 'react';
import { imageRules } from '~/shared/images';
import { errorMessage } from '~/web/lib/api';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { FileButton, UploadProgress } from './FilePicker';
import { checkFile, readAsDataUrl, sizeLimit } from './files';

/** What a stored image needs for its preview. */
interface PreviewedImage {
  url: string;
  width: number;
  height: number;
}

export interface StoredImageFieldProps<T extends PreviewedImage> {
  id: string;
  /** 'Photo', 'Hero image'... */
  label: string;
  /** 'photo' or 'image': how the field's texts name what it holds. */
  noun: 'photo' | 'image';
  /** The stored image, or null. */
  value: T | null;
  onChange: (image: T | null) => void;
  /** Its text alternative, kept by the caller (the form's own field, or the image's). */
  alt: string;
  onAltChange: (alt: string) => void;
  altMaxLength: number;
  /** Says "(required)" by the text alternative while an image is chosen. */
  altRequired?: boolean;
  maxBytes: number;
  /** Said after the accepted types and size. */
  hint: string;
  /** The message of a file refused here, or of an upload refused without a message of its own. */
  invalidMessage: string;
  /** Sends the data URL with its progress; answers the stored image (its alt is set by this field). */
  upload: (dataUrl: string, onProgress: (progress: number) => void) => Promise<T>;
  /** A validation error of the field (its alt text, say). */
  error?: string | undefined;
  disabled?: boolean;
  /** Wide images (hero, banners) are previewed wide; photos and logos square. */
  shape?: 'wide' | 'square';
}

/**
 * An image stored by an upload: its preview, the upload (checked here, then by the server's image checks,
 * with progress) and its text alternative. The stored image goes into the form; the form's Save keeps it.
 */
export function StoredImageField<T extends PreviewedImage>({
  id,
  label,
  noun,
  value,
  onChange,
  alt,
  onAltChange,
  altMaxLength,
  altRequired = false,
  maxBytes,
  hint,
  invalidMessage,
  upload,
  error,
  disabled = false,
  shape = 'square',
}: StoredImageFieldProps<T>) {
  const input = useRef<HTMLInputElement>(null);
  const unauthorized = useUnauthorizedHandler();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const busy = progress !== null;
  const shownError = uploadError ?? error;
  const errorId = `${id}-error`;
  const named = label.toLowerCase();

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!checkFile(file, imageRules.types, maxBytes)) {
      setUploadError(invalidMessage);
      return;
    }
    setUploadError(null);
    setProgress(0);
    try {
      const stored = await upload(await readAsDataUrl(file), setProgress);
      onChange({ ...stored, alt: alt.trim() });
    } catch (caught) {
      if (!unauthorized(caught)) setUploadError(errorMessage(caught, invalidMessage));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <fieldset className="ev-upload acc-field--full" aria-describedby={shownError ? errorId : undefined}>
      <legend className="form-label">{label}</legend>
      <div className="acc-file__row">
        <div className={`ev-upload__frame ev-upload__frame--${shape}`}>
          {value ? (
            <img
              className="ev-upload__preview"
              src={value.url}
              width={value.width}
              height={value.height}
              alt={alt ? `Preview: ${alt}` : `Preview of the ${named}`}
            />
          ) : (
            <span className="ev-upload__none">No {noun}</span>
          )}
        </div>
        <div className="acc-file__controls">
          <FileButton
            id={`${id}-file`}
            hintId={`${id}-hint`}
            errorId={shownError ? errorId : undefined}
            inputRef={input}
            accept={imageRules.accept}
            chooseLabel={value ? `Replace ${named}` : `Upload ${named}`}
            hint={`PNG, JPEG, WebP or AVIF, ${sizeLimit(maxBytes)}. ${hint}`}
            invalid={Boolean(shownError)}
            disabled={disabled || busy}
            onFile={(file) => void choose(file)}
            clear={
              value
                ? {
                    label: `Remove ${noun}`,
                    onClear: () => {
                      onChange(null);
                      setUploadError(null);
                    },
                  }
                : undefined
            }
          />
        </div>
      </div>
      <div className="form-field">
        <label htmlFor={`${id}-alt`} className="form-label ev-upload__alt-label">
          Text alternative (what the {noun} shows){altRequired && value ? ' (required)' : ''}
        </label>
        <input
          id={`${id}-alt`}
          className="form-input"
          type="text"
          maxLength={altMaxLength}
          value={alt}
          disabled={disabled}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onAltChange(event.currentTarget.value)}
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
