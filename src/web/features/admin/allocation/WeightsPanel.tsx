import { type ReactNode, type RefObject, useId } from 'react';
import { type WeightField, type WeightsForm, defaultWeightsForm, ordinal, weightRanks } from './plan';

interface WeightsPanelProps {
  ref: RefObject<HTMLDetailsElement | null>;
  form: WeightsForm;
  setForm: (form: WeightsForm) => void;
  errors: Partial<Record<WeightField, string>>;
  disabled: boolean;
}

function WeightInput({
  id,
  label,
  value,
  invalid,
  describedBy,
  onChange,
  disabled,
}: {
  id: string;
  label: ReactNode;
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (value: string) => void;
  disabled: boolean;
}) {
  return (
    <div className="alloc-weight">
      <label htmlFor={id} className="alloc-weight__label">
        {label}
      </label>
      <input
        id={id}
        className="form-input alloc-weight__input"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        autoComplete="off"
        maxLength={3}
        value={value}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/**
 * The cost model's weights (collapsed by default): one per portfolio rank and per committee rank, a seat
 * outside the preferences and no seat. Lower costs win; the form is checked with the API's schema.
 */
export function WeightsPanel({ ref, form, setForm, errors, disabled }: WeightsPanelProps) {
  const id = useId();
  const errorId = (field: WeightField) => (errors[field] ? `${id}-${field}-error` : undefined);
  const list = (field: 'portfolio' | 'committee') => (
    <fieldset className="alloc-weights__group" aria-describedby={errorId(field)}>
      <legend className="alloc-weights__legend">
        {field === 'portfolio' ? 'Portfolio choices' : 'Another portfolio of a preferred committee'}
      </legend>
      <div className="alloc-weights__row">
        {Array.from({ length: weightRanks[field] }, (_, i) => (
          <WeightInput
            key={i}
            id={`${id}-${field}-${i}`}
            label={
              <>
                {ordinal(i + 1)}
                <span className="visually-hidden">
                  {field === 'portfolio' ? ' portfolio choice' : ' preferred committee'}
                </span>
              </>
            }
            value={form[field][i] ?? ''}
            invalid={Boolean(errors[field])}
            describedBy={errorId(field)}
            disabled={disabled}
            onChange={(value) => {
              const values = [...form[field]];
              values[i] = value;
              setForm({ ...form, [field]: values });
            }}
          />
        ))}
      </div>
      <FieldError id={errorId(field)} text={errors[field]} />
    </fieldset>
  );
  const single = (field: 'outside' | 'unplaced', label: string) => (
    <div className="alloc-weights__single">
      <WeightInput
        id={`${id}-${field}`}
        label={label}
        value={form[field]}
        invalid={Boolean(errors[field])}
        describedBy={errorId(field)}
        disabled={disabled}
        onChange={(value) => setForm({ ...form, [field]: value })}
      />
      <FieldError id={errorId(field)} text={errors[field]} />
    </div>
  );
  return (
    <details ref={ref} className="adm-group alloc-weights">
      <summary className="adm-group__summary">
        <h2 className="adm-group__title">Weights</h2>
        <span className="alloc-weights__note">defaults suit most conferences</span>
      </summary>
      <div className="alloc-weights__body">
        <p className="alloc-weights__hint">
          Each seat costs what it is for its delegate; the allocation gives everyone a seat with the lowest
          total cost, ties going to the earlier registration. Whole numbers from 0 to 100, never lower for a
          worse choice.
        </p>
        {list('portfolio')}
        {list('committee')}
        <div className="alloc-weights__row alloc-weights__row--pair">
          {single('outside', 'Seat outside their preferences')}
          {single('unplaced', 'No seat')}
        </div>
        <button
          type="button"
          className="button button--ghost-dark alloc-weights__reset"
          onClick={() => setForm(defaultWeightsForm)}
          disabled={disabled}
        >
          Reset to defaults
        </button>
      </div>
    </details>
  );
}

function FieldError({ id, text }: { id: string | undefined; text: string | undefined }) {
  if (!text || !id) return null;
  return (
    <p id={id} className="form-error">
      {text}
    </p>
  );
}
