/**
 * The form of a page document, driven by a small field descriptor read from the document itself: a text
 * (one line, or several for the long ones), a number, an image (its file, size and required alt text), a
 * group of fields, or a list whose items can be added, removed and moved up or down from the keyboard. Every
 * control is labelled, and tied to its error (aria-invalid, aria-describedby) by the field's path.
 */
import { createContext, useContext, useRef, useState } from 'react';
import { contentRules } from '~/shared/schemas/content';
import { imageRules } from '~/shared/images';
import { pageMessages as m } from '~/shared/page-messages';
import type { PageImage } from '~/shared/schemas/pages';
import { FileButton } from '~/web/components/app/FilePicker';
import { MoveButtons, moveItem } from '~/web/components/app/MoveButtons';
import { checkFile, readAsDataUrl, sizeLimit, uploadLabel } from '~/web/components/app/files';
import { errorMessage } from '~/web/lib/api';
import { uploadPageImage } from './api';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** What a value is edited as. */
export type FieldKind = 'text' | 'longText' | 'number' | 'image' | 'group' | 'list';

const longKeys = new Set([
  'text',
  'intro',
  'lead',
  'review',
  'answer',
  'description',
  'paragraphs',
  'tagline',
]);

export const isImage = (v: unknown): v is PageImage =>
  typeof v === 'object' &&
  v !== null &&
  !Array.isArray(v) &&
  ['src', 'width', 'height', 'alt'].every((k) => k in v);

/** The descriptor of a field: how its value (under `key`) is edited. */
export function fieldKind(key: string, value: unknown): FieldKind {
  if (Array.isArray(value)) return 'list';
  if (isImage(value)) return 'image';
  if (typeof value === 'object' && value !== null) return 'group';
  if (typeof value === 'number') return 'number';
  return longKeys.has(key) || (typeof value === 'string' && value.length > 90) ? 'longText' : 'text';
}

/** 'postalAddress' -> 'Postal address'. */
export function labelOf(key: string): string {
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An empty item shaped like `like` (a list's new item: the last one's shape, emptied). */
export function emptyLike(like: Json): Json {
  if (Array.isArray(like)) return [];
  if (typeof like === 'string') return '';
  if (typeof like === 'number') return like;
  if (typeof like === 'object' && like !== null) {
    return Object.fromEntries(
      Object.entries(like).map(([k, v]) => [k, k === 'width' || k === 'height' ? v : emptyLike(v)]),
    );
  }
  return like;
}

/** What the schema of a value says of it, as far as the form needs (zod's own description of a schema). */
interface SchemaLike {
  shape?: Record<string, SchemaLike>;
  element?: SchemaLike;
  options?: readonly string[];
  def?: { type?: string };
}

/** An empty value of a schema: a list's first item when the list is empty. */
export function emptyOf(schema: SchemaLike | undefined): Json {
  if (!schema) return '';
  if (schema.shape) return Object.fromEntries(Object.entries(schema.shape).map(([k, v]) => [k, emptyOf(v)]));
  if (schema.element) return [];
  if (schema.options) return schema.options[0] ?? '';
  return schema.def?.type === 'number' ? 0 : '';
}

/** A copy of `doc` with the value at `path` replaced. */
export function setAt(doc: Json, path: readonly (string | number)[], value: Json): Json {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(doc)) {
    const copy = [...doc];
    copy[head as number] = setAt(doc[head as number]!, rest, value);
    return copy;
  }
  const object = doc as JsonObject;
  return { ...object, [head!]: setAt(object[head as string]!, rest, value) };
}

const idOf = (path: readonly (string | number)[]) => `pf-${path.join('-')}`;
const pathText = (path: readonly (string | number)[]) => path.join('.');

/** Labels given by field path ('steps.arriveOn'), for the fields their key does not say enough about. */
const Labels = createContext<Readonly<Record<string, string>>>({});

interface FieldProps {
  /** The schema of this value, when known (new items of an empty list are built from it). */
  schema?: SchemaLike | undefined;
  path: (string | number)[];
  label: string;
  value: Json;
  errors: Record<string, string>;
  onChange: (path: (string | number)[], value: Json) => void;
  disabled: boolean;
}

function TextField({ path, label, value, errors, onChange, disabled, long }: FieldProps & { long: boolean }) {
  const id = idOf(path);
  const error = errors[pathText(path)];
  const common = {
    id,
    className: 'form-input',
    value: String(value ?? ''),
    disabled,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className="form-field pe-field">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {long ? (
        <textarea {...common} rows={4} onChange={(e) => onChange(path, e.currentTarget.value)} />
      ) : typeof value === 'number' ? (
        <input {...common} type="number" onChange={(e) => onChange(path, e.currentTarget.valueAsNumber)} />
      ) : (
        <input {...common} type="text" onChange={(e) => onChange(path, e.currentTarget.value)} />
      )}
      {error ? (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** An image: its preview, a new file through the site's upload checks, and its alt text. */
function ImageField({ path, label, value, errors, onChange, disabled }: FieldProps) {
  const image = value as unknown as PageImage;
  const id = idOf(path);
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const srcError = errors[pathText([...path, 'src'])];
  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (!checkFile(file, imageRules.types, contentRules.photoMaxBytes)) {
      setUploadError(m.invalidImage);
      return;
    }
    setUploadError(null);
    setProgress(0);
    try {
      const { image: stored } = await uploadPageImage(await readAsDataUrl(file), setProgress);
      onChange(path, { ...image, src: stored.url, width: stored.width, height: stored.height });
    } catch (error) {
      setUploadError(errorMessage(error, m.invalidImage));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };
  const errorText = uploadError ?? srcError;
  return (
    <fieldset className="pe-image">
      <legend className="pe-legend">{label}</legend>
      {image.src ? (
        <img
          className="pe-image__preview"
          src={image.src}
          alt=""
          width={120}
          height={Math.round((120 * image.height) / image.width) || 80}
        />
      ) : null}
      <div className="pe-image__controls">
        <FileButton
          id={`${id}-file`}
          inputRef={input}
          hintId={`${id}-hint`}
          errorId={errorText ? `${id}-file-error` : undefined}
          accept={imageRules.accept}
          chooseLabel={m.upload}
          hint={`PNG, JPEG, WebP or AVIF, ${sizeLimit(contentRules.photoMaxBytes)}`}
          labelledBy={`${id}-file-label`}
          invalid={Boolean(errorText)}
          disabled={disabled || progress !== null}
          onFile={(file) => void choose(file)}
        />
        <span id={`${id}-file-label`} className="visually-hidden">
          {`${m.upload}: ${label}`}
        </span>
        {progress !== null ? <p role="status">{uploadLabel(progress)}</p> : null}
        {errorText ? (
          <p id={`${id}-file-error`} className="form-error">
            {errorText}
          </p>
        ) : null}
        <TextField
          path={[...path, 'alt']}
          label="Alt text (what the image shows)"
          value={image.alt}
          errors={errors}
          onChange={onChange}
          disabled={disabled}
          long={false}
        />
      </div>
    </fieldset>
  );
}

function ListField(props: FieldProps) {
  const { path, label, value, errors, onChange, disabled } = props;
  const items = value as Json[];
  const error = errors[pathText(path)];
  const key = String(path.at(-1));
  const itemLabel = (i: number) => `${label}, ${m.itemLabel(i + 1).toLowerCase()}`;
  return (
    <fieldset className="pe-list" aria-describedby={error ? `${idOf(path)}-error` : undefined}>
      <legend className="pe-legend">{label}</legend>
      {error ? (
        <p id={`${idOf(path)}-error`} className="form-error">
          {error}
        </p>
      ) : null}
      <ol className="pe-list__items">
        {items.map((item, i) => (
          <li key={i} className="pe-list__item">
            <FieldFor
              schema={props.schema?.element}
              path={[...path, i]}
              label={itemLabel(i)}
              value={item}
              errors={errors}
              onChange={onChange}
              disabled={disabled}
              itemOf={key}
            />
            <div className="ev-row__buttons">
              <MoveButtons
                label={itemLabel(i)}
                index={i}
                count={items.length}
                pending={disabled}
                onMove={(to) => onChange(path, moveItem(items, i, to))}
              />
              <button
                type="button"
                className="ev-row__button ev-row__button--remove"
                disabled={disabled}
                onClick={() =>
                  onChange(
                    path,
                    items.filter((_, j) => j !== i),
                  )
                }
              >
                {m.remove}
                <span className="visually-hidden"> ({itemLabel(i)})</span>
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button button--ghost-dark"
        disabled={disabled}
        onClick={() =>
          onChange(path, [
            ...items,
            items.length > 0 ? emptyLike(items.at(-1)!) : emptyOf(props.schema?.element),
          ])
        }
      >
        {m.add}
        <span className="visually-hidden"> ({label})</span>
      </button>
    </fieldset>
  );
}

function FieldFor(props: FieldProps & { itemOf?: string }) {
  const labels = useContext(Labels);
  const key = props.itemOf ?? String(props.path.at(-1));
  const kind = fieldKind(key, props.value);
  if (kind === 'list') return <ListField {...props} />;
  if (kind === 'image') return <ImageField {...props} />;
  if (kind === 'group') {
    const object = props.value as JsonObject;
    return (
      <fieldset className="pe-group">
        <legend className="pe-legend">{props.label}</legend>
        {Object.entries(object).map(([k, v]) => (
          <FieldFor
            key={k}
            {...props}
            schema={props.schema?.shape?.[k]}
            path={[...props.path, k]}
            label={labels[pathText([...props.path, k])] ?? labelOf(k)}
            value={v}
            itemOf={undefined}
          />
        ))}
      </fieldset>
    );
  }
  return <TextField {...props} long={kind === 'longText'} />;
}

/** Every field of a document, section by section (its top-level keys). */
export function DocumentForm({
  schema,
  document,
  errors,
  onChange,
  disabled,
  labels = {},
}: {
  /** The document's schema (src/shared/schemas/pages.ts). */
  schema?: unknown;
  /** Labels by field path, where the key's own words are not enough (src/shared/page-messages.ts). */
  labels?: Readonly<Record<string, string>>;
  document: JsonObject;
  errors: Record<string, string>;
  onChange: (next: JsonObject) => void;
  disabled: boolean;
}) {
  const change = (path: (string | number)[], value: Json) =>
    onChange(setAt(document, path, value) as JsonObject);
  return (
    <Labels.Provider value={labels}>
      <div className="pe-form">
        {Object.entries(document).map(([key, value]) => (
          <FieldFor
            key={key}
            schema={(schema as SchemaLike | undefined)?.shape?.[key]}
            path={[key]}
            label={labels[key] ?? labelOf(key)}
            value={value}
            errors={errors}
            onChange={change}
            disabled={disabled}
          />
        ))}
      </div>
    </Labels.Provider>
  );
}
