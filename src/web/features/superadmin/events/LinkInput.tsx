import type { ComponentProps } from 'react';
import { eventRules } from '~/shared/schemas/events';

/** A link field of the event editor (guide, archive, co-sponsor): a URL input within the shared limit. */
export function LinkInput(props: Omit<ComponentProps<'input'>, 'type' | 'className'>) {
  return (
    <input
      {...props}
      className="form-input"
      type="url"
      inputMode="url"
      maxLength={eventRules.url}
      spellCheck={false}
    />
  );
}
