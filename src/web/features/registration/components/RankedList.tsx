import { useId, useState } from 'react';
import { messages } from '~/shared/messages';
import { Icon } from '~/web/components/app/Icon';
import { canMove, type Direction } from '../selection';

const ui = messages.ui.registration;

export interface RankedItem {
  value: string;
  label: string;
  /** A second, quieter line (a portfolio's committee). */
  detail?: string;
}

interface RankedListProps {
  /** The list's heading, e.g. 'Your committees, in order of preference'. */
  title: string;
  /** In order of preference, 1st first. */
  items: readonly RankedItem[];
  /** Moves an item one rank; false when the move was refused (the caller shows why). */
  onMove: (value: string, direction: Direction) => boolean;
  disabled?: boolean;
}

const directions: Direction[] = ['up', 'down'];

/**
 * The chosen items as an ordered list, each with its rank and Move up / Move down buttons. After a
 * move the focus stays on the button that moved the item (React DOM puts the focus back on an element its
 * commit moved), and a polite live region says where the item went. A button that cannot move its item (the
 * first one's Move up, the last one's Move down) is aria-disabled rather than disabled: it keeps the focus,
 * so pressing Enter again at the top does nothing instead of the focus jumping to the other button.
 */
export function RankedList({ title, items, onMove, disabled = false }: RankedListProps) {
  const titleId = useId();
  const [announcement, setAnnouncement] = useState('');

  const move = (item: RankedItem, index: number, direction: Direction) => {
    if (disabled || !canMove(items.length, index, direction)) return;
    if (!onMove(item.value, direction)) return;
    const rank = direction === 'up' ? index : index + 2;
    // A trailing no-break space toggles so that the same words twice are announced twice.
    setAnnouncement((previous) => {
      const text = ui.moved(item.label, rank);
      return previous === text ? `${text}\u00a0` : text;
    });
  };

  return (
    <>
      {items.length > 0 ? (
        <div className="reg-rank">
          <p id={titleId} className="reg-rank__title">
            {title}
          </p>
          <ol className="reg-rank__list" aria-labelledby={titleId}>
            {items.map((item, index) => (
              <li key={item.value} className="reg-rank__item">
                <span className="reg-rank__num">
                  <span className="visually-hidden">{ui.rank} </span>
                  {index + 1}
                </span>
                <span className="reg-rank__text">
                  <span className="reg-rank__label">{item.label}</span>
                  {item.detail ? <span className="reg-rank__detail">{item.detail}</span> : null}
                </span>
                <span className="reg-rank__moves">
                  {directions.map((direction) => {
                    const stuck = !canMove(items.length, index, direction);
                    return (
                      <button
                        key={direction}
                        type="button"
                        className="reg-rank__move"
                        aria-label={direction === 'up' ? ui.moveUp(item.label) : ui.moveDown(item.label)}
                        aria-disabled={stuck || undefined}
                        disabled={disabled}
                        onClick={() => move(item, index, direction)}
                      >
                        <Icon
                          name={direction === 'up' ? 'chevron-up' : 'chevron-down'}
                          size={20}
                          strokeWidth={2.5}
                          round="caps-and-joins"
                        />
                      </button>
                    );
                  })}
                </span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
      {/* Outside the condition: a live region must be on the page before what it announces. */}
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </>
  );
}
