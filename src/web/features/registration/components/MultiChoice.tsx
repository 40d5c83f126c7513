export interface ChoiceOption {
  value: string;
  label: string;
}

interface MultiChoiceProps {
  /** Prefix of the controls' ids. */
  id: string;
  options: ChoiceOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** The tap list of phones (toggle buttons) instead of the checkbox list. */
  tapList: boolean;
  invalid?: boolean;
  disabled?: boolean;
  /** Spread the options over columns on wide screens. */
  columns?: boolean;
}

/**
 * A multi-select: a list of checkboxes on wide screens; on phones (768 px and below) a tap list of large
 * toggle buttons with aria-pressed. The caller labels the group (a fieldset's legend).
 */
export function MultiChoice({
  id,
  options,
  selected,
  onToggle,
  tapList,
  invalid = false,
  disabled = false,
  columns = false,
}: MultiChoiceProps) {
  const chosen = new Set(selected);
  if (tapList) {
    return (
      <ul className="reg-taps">
        {options.map((option, index) => {
          const on = chosen.has(option.value);
          return (
            <li key={option.value}>
              <button
                type="button"
                id={`${id}-${index}`}
                className="reg-tap"
                aria-pressed={on}
                disabled={disabled}
                onClick={() => onToggle(option.value)}
              >
                <span className="reg-tap__mark" aria-hidden="true" />
                {option.label}
              </button>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <ul className={columns ? 'reg-checks reg-checks--columns' : 'reg-checks'}>
      {options.map((option, index) => (
        <li key={option.value}>
          <label className="reg-check" htmlFor={`${id}-${index}`}>
            <input
              id={`${id}-${index}`}
              type="checkbox"
              checked={chosen.has(option.value)}
              aria-invalid={invalid || undefined}
              disabled={disabled}
              onChange={() => onToggle(option.value)}
            />
            <span>{option.label}</span>
          </label>
        </li>
      ))}
    </ul>
  );
}
