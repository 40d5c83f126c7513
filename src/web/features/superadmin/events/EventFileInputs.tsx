import { useRef, useState } from 'react';
import { messages } from '~/shared/messages';
import { type HeroImage, eventRules } from '~/shared/schemas/events';
import { errorMessage } from '~/web/lib/api';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { FileButton, UploadProgress } from '~/web/components/app/FilePicker';
import { StoredImageField } from '~/web/components/app/StoredImageField';
import { checkFile, readAsDataUrl, sizeLimit } from '~/web/components/app/files';
import { uploadEventFile } from './api';

const m = messages.events;
const pdfLimit = `PDF, ${sizeLimit(eventRules.pdfMaxBytes)}.`;
const pdfTypes = ['application/pdf'];
/** Phones show the hero's right-hand part only (conference.css; the server's cut, decision 0040). */
const heroHint =
  'Phones show its right-hand part, two thirds as wide as it is tall: keep what matters there.';

/**
 * Sends a chosen PDF to POST /superadmin/events/:eventName/files (checked here first, then by the server,
 * as every other upload), with its progress; answers the stored file or null after a failure (in `error`).
 */
function usePdfUpload(eventName: string) {
  const unauthorized = useUnauthorizedHandler();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = async (file: File) => {
    if (!checkFile(file, pdfTypes, eventRules.pdfMaxBytes)) {
      setError(m.invalidFile);
      return null;
    }
    setError(null);
    setProgress(0);
    try {
      const dataUrl = await readAsDataUrl(file);
      const { file: stored } = await uploadEventFile(eventName, { file: dataUrl, alt: '' }, setProgress);
      return stored;
    } catch (caught) {
      if (!unauthorized(caught)) setError(errorMessage(caught, m.invalidFile));
      return null;
    } finally {
      setProgress(null);
    }
  };
  return { upload, progress, error };
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
  eventName,
  value,
  onChange,
  shape = 'wide',
  purpose,
  ...field
}: ImageUploadProps) {
  const [alt, setAlt] = useState(value?.alt ?? '');
  return (
    <StoredImageField
      {...field}
      noun="image"
      shape={shape}
      value={value}
      onChange={onChange}
      alt={alt}
      onAltChange={(next) => {
        setAlt(next);
        if (value) onChange({ ...value, alt: next });
      }}
      altMaxLength={eventRules.shortText}
      maxBytes={eventRules.imageMaxBytes}
      hint={`${purpose === 'hero' ? `${heroHint} ` : ''}Stored when you save this section.`}
      invalidMessage={m.invalidFile}
      upload={async (file, onProgress) => {
        const { file: stored } = await uploadEventFile(
          eventName,
          { file, alt: alt.trim(), purpose },
          onProgress,
        );
        if (!stored.image) throw new Error('The server stored no image');
        return stored.image;
      }}
    />
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
  const { upload, progress, error } = usePdfUpload(eventName);
  const busy = progress !== null;
  const errorId = `${id}-error`;
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const stored = await upload(file);
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
