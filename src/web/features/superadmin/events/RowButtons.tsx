/** Move up, Move down and Remove under one row of a list form (board members, co-sponsors). */
export function RowButtons({
  label,
  index,
  count,
  onMove,
  onRemove,
}: {
  /** The row as the buttons name it, e.g. 'Member 2'. */
  label: string;
  index: number;
  count: number;
  onMove?: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <div className="ev-row__buttons">
      {onMove ? (
        <>
          <button
            type="button"
            className="ev-row__button"
            disabled={index === 0}
            onClick={() => onMove(index - 1)}
          >
            Move up
            <span className="visually-hidden"> ({label})</span>
          </button>
          <button
            type="button"
            className="ev-row__button"
            disabled={index === count - 1}
            onClick={() => onMove(index + 1)}
          >
            Move down
            <span className="visually-hidden"> ({label})</span>
          </button>
        </>
      ) : null}
      <button type="button" className="ev-row__button ev-row__button--remove" onClick={onRemove}>
        Remove
        <span className="visually-hidden"> ({label})</span>
      </button>
    </div>
  );
}

/** 'Add a ...' under a list form, while it has fewer rows than its limit. */
export function AddRowButton({
  count,
  max,
  onAdd,
  children,
}: {
  count: number;
  max: number;
  onAdd: () => void;
  children: React.ReactNode;
}) {
  if (count >= max) return null;
  return (
    <button type="button" className="button button--ghost-dark ev-add" onClick={onAdd}>
      {children}
    </button>
  );
}

/** One row of a list form: its fields under a legend, and the row's Move up / Move down / Remove. */
export function EditableRow({
  label,
  index,
  count,
  onMove,
  onRemove,
  children,
}: {
  label: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
  children: React.ReactNode;
}) {
  return (
    <li className="ev-row">
      <fieldset className="ev-row__fieldset">
        <legend className="acc-form__section-title">{label}</legend>
        <div className="acc-form__grid">{children}</div>
        <RowButtons label={label} index={index} count={count} onMove={onMove} onRemove={onRemove} />
      </fieldset>
    </li>
  );
}
