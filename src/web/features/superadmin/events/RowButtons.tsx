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
