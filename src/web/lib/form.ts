/**
 * Forms on the shared schemas (react-hook-form with zod): a resolver that validates the request a form makes
 * of its values, and the first message of a field's nested errors.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A resolver that validates `toRequest(values)` with a shared schema: the form keeps what its inputs hold
 * ('' for none, rows as objects) and submits the request. Issues land on the form's fields of the same path.
 */
export function mappedResolver<TForm extends FieldValues, S extends z.ZodType>(
  schema: S,
  toRequest: (values: TForm) => z.input<S>,
  schemaOptions?: Parameters<typeof zodResolver>[1],
): Resolver<TForm, unknown, z.output<S>> {
  const resolve = zodResolver(schema as never, schemaOptions as never) as unknown as (
    ...args: unknown[]
  ) => ReturnType<Resolver<TForm, unknown, z.output<S>>>;
  return (values, context, options) => resolve(toRequest(values), context, options);
}

/** '' from an empty input as null. */
export const orNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/** The message of the first error found anywhere inside a field's errors (arrays of rows, say). */
export function firstMessage(errors: unknown): string | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  const { message } = errors as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const value of Object.values(errors)) {
    if (value && typeof value === 'object' && !('nodeType' in value)) {
      const found = firstMessage(value);
      if (found) return found;
    }
  }
  return undefined;
}
