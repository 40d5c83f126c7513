import { useRef, useState } from 'react';
import { checkImageFile, imageRules } from '~/shared/images';
import { messages } from '~/shared/messages';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

interface ScreenshotPickerProps {
  /** The chosen screenshot as a data URL ('' for none). */
  value: string;
  onChange: (dataUrl: string) => void;
  error?: string;
  onError: (message: string | null) => void;
  disabled?: boolean;
}

const maxKb = Math.round(imageRules.paymentMaxBytes / 1024);

/**
 * The payment screenshot: png, jpeg, jpg, webp or avif of at most 500 KB, checked on selection, previewed
 * and read as a data URL.
 */
export function ScreenshotPicker({ value, onChange, error, onError, disabled }: ScreenshotPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState('');
  const reject = () => {
    if (input.current) input.current.value = '';
    setFileName('');
    onChange('');
    onError(messages.registration.invalidPayment);
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!checkImageFile(file, imageRules.paymentMaxBytes)) {
      reject();
      return;
    }
    try {
      const dataUrl = await readAsDataUrl(file);
      setFileName(file.name);
      onError(null);
      onChange(dataUrl);
    } catch {
      reject();
    }
  };

  const clear = () => {
    if (input.current) input.current.value = '';
    setFileName('');
    onChange('');
    onError(null);
    input.current?.focus();
  };

  return (
    <div className="form-field reg-shot">
      <span className="form-label" id="reg-payment-label">
        Payment screenshot
      </span>
      <div className="acc-file__row">
        <div className="reg-shot__frame">
          {value ? (
            <img
              className="reg-shot__preview"
              src={value}
              width={160}
              height={160}
              alt="Preview of your payment screenshot"
            />
          ) : (
            <svg
              className="reg-shot__icon"
              width="40"
              height="40"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              aria-hidden="true"
              focusable="false"
            >
              <rect x="3" y="4" width="18" height="16" rx="2" />
              <circle cx="9" cy="10" r="2" />
              <path d="M21 16l-5-5-8 9" />
            </svg>
          )}
        </div>
        <div className="acc-file__controls">
          <input
            ref={input}
            id="reg-payment"
            className="visually-hidden acc-file__input"
            type="file"
            accept={imageRules.accept}
            aria-labelledby="reg-payment-label"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'reg-payment-hint reg-payment-error' : 'reg-payment-hint'}
            disabled={disabled}
            onChange={(event) => void choose(event.currentTarget.files?.[0])}
          />
          <label htmlFor="reg-payment" className="button button--ghost-dark acc-file__choose">
            {value ? 'Choose another screenshot' : 'Choose the screenshot'}
          </label>
          {value ? (
            <button type="button" className="acc-file__clear" onClick={clear} disabled={disabled}>
              Remove
            </button>
          ) : null}
          <p id="reg-payment-hint" className="acc-field__hint">
            {fileName ? `${fileName}. ` : ''}PNG, JPEG, WebP or AVIF, at most {maxKb} KB.
          </p>
        </div>
      </div>
      {error ? (
        <p id="reg-payment-error" className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
