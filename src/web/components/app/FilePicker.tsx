import { useCallback, useRef, useState, type ReactNode, type Ref } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { imageRules } from '~/shared/images';
import { checkFile, readAsDataUrl, uploadLabel } from './files';

interface FileButtonProps {
  /** The id of the (visually hidden) file input. */
  id: string;
  hintId: string;
  /** The id of the error line while one is shown. */
  errorId?: string | undefined;
  inputRef: Ref<HTMLInputElement>;
  accept: string;
  chooseLabel: string;
  hint: ReactNode;
  /** The id of the element naming the input, when it is not the choose button. */
  labelledBy?: string;
  invalid: boolean;
  disabled: boolean;
  /** The chosen file (one at a time), or... */
  onFile?: (file: File | undefined) => void;
  /** ...every chosen file: the input takes several at once (`multiple`). */
  onFiles?: (files: File[]) => void;
  /** A second button that removes the chosen file. */
  clear?: { label: string; onClear: () => void };
}

/** The controls of a file picker: the hidden input, the button-like label that opens it, Remove and the hint. */
export function FileButton({
  id,
  hintId,
  errorId,
  inputRef,
  accept,
  chooseLabel,
  hint,
  labelledBy,
  invalid,
  disabled,
  onFile,
  onFiles,
  clear,
}: FileButtonProps) {
  return (
    <>
      <input
        ref={inputRef}
        id={id}
        className="visually-hidden acc-file__input"
        type="file"
        accept={accept}
        aria-labelledby={labelledBy}
        aria-invalid={invalid}
        aria-describedby={errorId ? `${hintId} ${errorId}` : hintId}
        disabled={disabled}
        multiple={onFiles !== undefined}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          if (onFiles) onFiles(files);
          else onFile?.(files[0]);
        }}
      />
      <label htmlFor={id} className="button button--ghost-dark acc-file__choose">
        {chooseLabel}
      </label>
      {clear ? (
        <button type="button" className="acc-file__clear" onClick={clear.onClear} disabled={disabled}>
          {clear.label}
        </button>
      ) : null}
      <p id={hintId} className="acc-field__hint">
        {hint}
      </p>
    </>
  );
}

interface ImagePickerProps {
  /** The input's id; the label is `${id}-label`, the hint `${id}-hint`, the error `${id}-error`. */
  id: string;
  label: string;
  /** The field's classes (e.g. 'form-field reg-shot'). */
  className: string;
  /** The preview of the chosen image (or of what stands for none). */
  preview: ReactNode;
  chooseLabel: string;
  clearLabel: string;
  /** The accepted types and size, said after the chosen file's name. */
  hint: string;
  maxBytes: number;
  /** The error shown when the file is refused. */
  invalidMessage: string;
  /** The chosen image as a data URL ('' for none). */
  value: string;
  onChange: (dataUrl: string) => void;
  error?: string | undefined;
  onError: (message: string | null) => void;
  disabled?: boolean | undefined;
}

/**
 * A form's image (profile photo, payment screenshot): png, jpeg, jpg, webp or avif of at most `maxBytes`,
 * checked on selection, previewed and read as a data URL that the form sends.
 */
export function ImagePicker({
  id,
  label,
  className,
  preview,
  chooseLabel,
  clearLabel,
  hint,
  maxBytes,
  invalidMessage,
  value,
  onChange,
  error,
  onError,
  disabled = false,
}: ImagePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState('');
  const reset = (message: string | null) => {
    if (input.current) input.current.value = '';
    setFileName('');
    onChange('');
    onError(message);
  };

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!checkFile(file, imageRules.types, maxBytes)) {
      reset(invalidMessage);
      return;
    }
    try {
      const dataUrl = await readAsDataUrl(file);
      setFileName(file.name);
      onError(null);
      onChange(dataUrl);
    } catch {
      reset(invalidMessage);
    }
  };

  return (
    <div className={className}>
      <span className="form-label" id={`${id}-label`}>
        {label}
      </span>
      <div className="acc-file__row">
        {preview}
        <div className="acc-file__controls">
          <FileButton
            id={id}
            hintId={`${id}-hint`}
            errorId={error ? `${id}-error` : undefined}
            inputRef={input}
            accept={imageRules.accept}
            chooseLabel={chooseLabel}
            hint={`${fileName ? `${fileName}. ` : ''}${hint}`}
            labelledBy={`${id}-label`}
            invalid={Boolean(error)}
            disabled={disabled}
            onFile={(file) => void choose(file)}
            clear={
              value
                ? {
                    label: clearLabel,
                    onClear: () => {
                      reset(null);
                      // The Remove button goes away: the focus returns to the picker.
                      input.current?.focus();
                    },
                  }
                : undefined
            }
          />
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Ties an ImagePicker to a react-hook-form field holding the data URL: its value, its error, and the picker's
 * own errors (a refused file) set on and cleared from that field.
 */
export function imageField<T extends FieldValues, TOut extends FieldValues>(
  form: UseFormReturn<T, unknown, TOut>,
  name: Path<T>,
) {
  const message = form.formState.errors[name]?.message;
  return {
    value: String(form.watch(name) ?? ''),
    onChange: (dataUrl: string) =>
      form.setValue(name, dataUrl as PathValue<T, Path<T>>, { shouldDirty: true }),
    error: typeof message === 'string' ? message : undefined,
    onError: (error: string | null) => {
      if (error) form.setError(name, { type: 'custom', message: error });
      else form.clearErrors(name);
    },
  };
}

/**
 * The progress of a form's upload, from 0 to 1: `track(send)` starts it at 0 and hands `send` the callback
 * that moves it (the `onProgress` of apiUpload).
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState(0);
  const track = useCallback(<T,>(send: (onProgress: (progress: number) => void) => Promise<T>) => {
    setProgress(0);
    return send(setProgress);
  }, []);
  return { progress, track };
}

/** An upload's progress: 'Uploading… 42%' over a bar, then 'Saving…' while the server stores it. */
export function UploadProgress({ labelId, progress }: { labelId: string; progress: number }) {
  return (
    <div className="acc-progress" role="status">
      <span className="acc-progress__label" id={labelId}>
        {uploadLabel(progress)}
      </span>
      <progress value={progress} max={1} aria-labelledby={labelId} />
    </div>
  );
}
