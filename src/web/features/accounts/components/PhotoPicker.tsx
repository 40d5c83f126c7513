import { useRef, useState } from 'react';
import { checkImageFile, imageRules } from '~/shared/images';
import { messages } from '~/shared/messages';
import { Avatar } from './Avatar';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

interface PhotoPickerProps {
  name: string;
  /** The current photo URL (or null). */
  current: string | null;
  /** The chosen photo as a data URL ('' for none). */
  value: string;
  onChange: (dataUrl: string) => void;
  error?: string;
  onError: (message: string | null) => void;
  disabled?: boolean;
}

/**
 * The profile photo: png, jpeg, jpg, webp or avif of at most 300 KB, checked on selection, previewed and
 * read as a data URL.
 */
export function PhotoPicker({ name, current, value, onChange, error, onError, disabled }: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState('');
  const errorId = 'edit-photo-error';
  const hintId = 'edit-photo-hint';

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!checkImageFile(file, imageRules.profilePhotoMaxBytes)) {
      if (input.current) input.current.value = '';
      setFileName('');
      onChange('');
      onError(messages.profile.invalidPhoto);
      return;
    }
    try {
      const dataUrl = await readAsDataUrl(file);
      setFileName(file.name);
      onError(null);
      onChange(dataUrl);
    } catch {
      onError(messages.profile.invalidPhoto);
    }
  };

  const clear = () => {
    if (input.current) input.current.value = '';
    setFileName('');
    onChange('');
    onError(null);
  };

  return (
    <div className="form-field acc-field--full acc-photo">
      <span className="form-label" id="edit-photo-label">
        Photo
      </span>
      <div className="acc-file__row">
        {value ? (
          <img
            className="acc-photo__preview"
            src={value}
            width={96}
            height={96}
            alt="Preview of your new photo"
          />
        ) : (
          <Avatar name={name} photo={current} size={96} className="acc-photo__preview" />
        )}
        <div className="acc-file__controls">
          <input
            ref={input}
            id="edit-photo"
            className="visually-hidden acc-file__input"
            type="file"
            accept={imageRules.accept}
            aria-labelledby="edit-photo-label"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            disabled={disabled}
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
          />
          <label htmlFor="edit-photo" className="button button--ghost-dark acc-file__choose">
            {value || current ? 'Choose a new photo' : 'Choose a photo'}
          </label>
          {value ? (
            <button type="button" className="acc-file__clear" onClick={clear} disabled={disabled}>
              Keep the current photo
            </button>
          ) : null}
          <p id={hintId} className="acc-field__hint">
            {fileName ? `${fileName}. ` : ''}PNG, JPEG, WebP or AVIF, at most 300 KB.
          </p>
        </div>
      </div>
      {error ? (
        <p id={errorId} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
