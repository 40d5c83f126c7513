import { useEffect, useRef } from 'react';
import type { FieldPath, FieldValues, PathValue, UseFormRegister, UseFormSetValue } from 'react-hook-form';

/**
 * A `register` that keeps what the visitor typed into a form of the server's HTML before the page hydrated
 * (docs/decisions/0035-account-pages-rendered-first.md). React never writes the value of an input it
 * hydrates; react-hook-form, when it first sees an input, either reads the typed text into the form's values
 * or sets the input to its default value, and in both cases the values `useWatch` gave the first render
 * (whether Log In is enabled) stay stale. This one puts the typed text back at once, then sets it in the form
 * once mounted, which every watcher hears. Later mounts (client-side navigation) find empty inputs.
 */
export function useRegisterKeepingTyped<T extends FieldValues>(
  register: UseFormRegister<T>,
  setValue: UseFormSetValue<T>,
): UseFormRegister<T> {
  /** Values found in the inputs as they were first registered, until the form has them. */
  const typed = useRef(new Map<FieldPath<T>, string>());
  const mounted = useRef(false);
  useEffect(() => {
    if (mounted.current) return;
    mounted.current = true;
    for (const [name, value] of typed.current) {
      // react-hook-form may have read the typed text already (then setting it alone would change nothing,
      // and tell no watcher): cleared first, in the same task, so the visitor never sees it go.
      setValue(name, '' as PathValue<T, FieldPath<T>>);
      setValue(name, value as PathValue<T, FieldPath<T>>, { shouldDirty: true });
    }
    typed.current.clear();
  }, [setValue]);
  return (name, options) => {
    const field = register(name, options);
    return {
      ...field,
      ref: (element: unknown) => {
        const input = element instanceof HTMLInputElement ? element : null;
        const early = !mounted.current && input ? input.value : '';
        field.ref(element);
        if (input && early) {
          input.value = early;
          typed.current.set(name, early);
        }
      },
    };
  };
}
