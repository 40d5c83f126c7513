import { useEffect, useRef } from 'react';

/** The ids of a list after moving the item at `from` to `to`. */
export function movedIds<T extends { _id: string }>(list: readonly T[], from: number, to: number): string[] {
  return moveItem(
    list.map((item) => item._id),
    from,
    to,
  );
}

/** A copy of a list with the item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const items = [...list];
  const [item] = items.splice(from, 1);
  items.splice(to, 0, item!);
  return items;
}

/**
 * Move up / Move down of one row, named after it for screen readers. The row must be keyed by its item: once
 * it has moved, focus stays on the button pressed (or on the other one, at an end of the list), so a
 * keyboard user can press it again.
 */
export function MoveButtons({
  label,
  index,
  count,
  pending = false,
  onMove,
}: {
  label: string;
  index: number;
  count: number;
  pending?: boolean;
  onMove: (to: number) => void;
}) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const pressed = useRef<'up' | 'down' | null>(null);
  useEffect(() => {
    if (!pressed.current) return;
    const [same, other] = pressed.current === 'up' ? [up, down] : [down, up];
    pressed.current = null;
    (same.current && !same.current.disabled ? same : other).current?.focus();
  }, [index]);
  return (
    <>
      <button
        ref={up}
        type="button"
        className="ev-row__button"
        disabled={pending || index === 0}
        onClick={() => {
          pressed.current = 'up';
          onMove(index - 1);
        }}
      >
        Move up<span className="visually-hidden"> ({label})</span>
      </button>
      <button
        ref={down}
        type="button"
        className="ev-row__button"
        disabled={pending || index === count - 1}
        onClick={() => {
          pressed.current = 'down';
          onMove(index + 1);
        }}
      >
        Move down<span className="visually-hidden"> ({label})</span>
      </button>
    </>
  );
}
