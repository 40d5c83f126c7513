import type { ReactNode } from 'react';
import { messages } from '~/shared/messages';
import { ErrorText, Loading, PageFrame, type PageFrameProps } from './PageFrame';

/** What a list needs of its query (a TanStack Query result, or several combined). */
export interface ListQuery<T> {
  isPending: boolean;
  isError: boolean;
  error?: unknown;
  data: T | undefined;
}

export interface ListStateProps<T> {
  query: ListQuery<T>;
  /** The error line: a fixed message, or one made from the query's error. */
  errorText: string | ((error: unknown) => string);
  /** Said instead of the list when it is empty; without it an empty list goes to `children` too. */
  empty?: string;
  /** Whether the data is empty (default: an empty array). */
  isEmpty?: (data: T) => boolean;
  loadingText?: string;
  children: (data: T) => ReactNode;
}

const isEmptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/** The states of a list page's content: 'Loading...', the error line, the empty line, then the list. */
export function ListState<T>({
  query,
  errorText,
  empty,
  isEmpty = isEmptyArray,
  loadingText = messages.generic.loading,
  children,
}: ListStateProps<T>) {
  if (query.isPending) return <Loading text={loadingText} />;
  if (query.isError)
    return <ErrorText text={typeof errorText === 'string' ? errorText : errorText(query.error)} />;
  if (query.data === undefined) return <Loading text={loadingText} />;
  if (empty !== undefined && isEmpty(query.data)) return <p className="adm-empty">{empty}</p>;
  return children(query.data);
}

/** A list page's card: a region named `label`, what comes before the list (a toolbar, a count), the list. */
export function ListCard<T>({
  label,
  before,
  ...state
}: ListStateProps<T> & { label: string; before?: ReactNode }) {
  return (
    <section className="panel adm-card" aria-label={label}>
      {before}
      <ListState {...state} />
    </section>
  );
}

/** A page that is one list (admin and superadmin): the admin frame (title, count, back link) around its ListCard. */
export function ListPage<T>({
  frame,
  ...card
}: ListStateProps<T> & {
  frame: Omit<PageFrameProps, 'variant' | 'children'>;
  label: string;
  before?: ReactNode;
}) {
  return (
    <PageFrame variant="admin" {...frame}>
      <ListCard {...card} />
    </PageFrame>
  );
}
