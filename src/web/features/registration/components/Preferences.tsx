import { useId, useState } from 'react';
import { messages } from '~/shared/messages';
import type { EventCommittee } from '~/shared/schemas/events';
import { registrationRules } from '~/shared/schemas/registration';
import { type Direction, ownerOf, portfolioCounts, type Selection } from '../selection';
import { MultiChoice } from './MultiChoice';
import { RankedList } from './RankedList';

const ui = messages.ui.registration;

/** Lists longer than this get a search box. */
const SEARCH_FROM = 12;

interface CommitteesProps {
  committees: readonly EventCommittee[];
  selected: readonly string[];
  onToggle: (code: string) => void;
  /** Moves a chosen committee one rank; false when refused. */
  onMove: (code: string, direction: Direction) => boolean;
  error?: string;
  tapList: boolean;
  disabled?: boolean;
}

function describedBy(hintId: string, errorId: string, error?: string): string {
  return error ? `${hintId} ${errorId}` : hintId;
}

/** Committee preference: 1 to 3 of the event's committees, ranked in the order chosen. */
export function CommitteesFieldset({
  committees,
  selected,
  onToggle,
  onMove,
  error,
  tapList,
  disabled,
}: CommitteesProps) {
  return (
    <fieldset
      id="reg-committees"
      className="reg-fieldset"
      aria-describedby={describedBy('reg-committees-hint', 'reg-committees-error', error)}
    >
      <legend className="reg-fieldset__legend">Committee preference</legend>
      <p id="reg-committees-hint" className="acc-field__hint">
        {ui.committeesHint(registrationRules.minCommittees, registrationRules.maxCommittees)}
      </p>
      {committees.length === 0 ? (
        <p className="reg-empty">The committees of this conference will be announced soon.</p>
      ) : (
        <MultiChoice
          id="reg-committee"
          options={committees.map((c) => ({ value: c.code, label: c.displayName }))}
          selected={selected}
          onToggle={onToggle}
          tapList={tapList}
          invalid={Boolean(error)}
          disabled={disabled}
          columns
        />
      )}
      <RankedList
        title={ui.committeesRanked}
        items={selected.map((code) => ({
          value: code,
          label: committees.find((c) => c.code === code)?.displayName ?? code,
        }))}
        onMove={onMove}
        disabled={disabled}
      />
      {error ? (
        <p id="reg-committees-error" className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

interface PortfoliosProps {
  committees: readonly EventCommittee[];
  selection: Selection;
  onToggle: (committee: string, portfolio: string) => void;
  /** Moves a chosen portfolio one rank. */
  onMove: (portfolio: string, direction: Direction) => boolean;
  error?: string;
  tapList: boolean;
  disabled?: boolean;
}

/**
 * Portfolio preference: from the chosen committees' lists, at most 3 per committee and 9 in all, ranked in
 * the order chosen across committees.
 */
export function PortfoliosFieldset({
  committees,
  selection,
  onToggle,
  onMove,
  error,
  tapList,
  disabled,
}: PortfoliosProps) {
  const counts = portfolioCounts(selection, committees);
  const chosen = selection.committees
    .map((code) => committees.find((c) => c.code === code))
    .filter((c): c is EventCommittee => Boolean(c));
  return (
    <fieldset
      id="reg-portfolios"
      className="reg-fieldset"
      aria-describedby={describedBy('reg-portfolios-hint', 'reg-portfolios-error', error)}
    >
      <legend className="reg-fieldset__legend">Portfolio preference</legend>
      <p id="reg-portfolios-hint" className="acc-field__hint">
        {ui.portfoliosHint(
          registrationRules.maxPortfoliosPerCommittee,
          registrationRules.maxPortfolios,
          selection.portfolios.length,
        )}
      </p>
      {chosen.length === 0 ? (
        <p className="reg-empty">Choose a committee first: its portfolios appear here.</p>
      ) : (
        <div className="reg-portfolio-groups">
          {chosen.map((committee) => (
            <CommitteePortfolios
              key={committee.code}
              committee={committee}
              selected={selection.portfolios}
              count={counts.get(committee.code) ?? 0}
              onToggle={(portfolio) => onToggle(committee.code, portfolio)}
              invalid={Boolean(error)}
              tapList={tapList}
              disabled={disabled}
            />
          ))}
        </div>
      )}
      <RankedList
        title={ui.portfoliosRanked}
        items={selection.portfolios.map((portfolio) => {
          const owner = ownerOf(portfolio, selection.committees, committees);
          return {
            value: portfolio,
            label: portfolio,
            detail: committees.find((c) => c.code === owner)?.displayName,
          };
        })}
        onMove={onMove}
        disabled={disabled}
      />
      {error ? (
        <p id="reg-portfolios-error" className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

interface CommitteePortfoliosProps {
  committee: EventCommittee;
  selected: readonly string[];
  count: number;
  onToggle: (portfolio: string) => void;
  invalid: boolean;
  tapList: boolean;
  disabled?: boolean;
}

function CommitteePortfolios({
  committee,
  selected,
  count,
  onToggle,
  invalid,
  tapList,
  disabled,
}: CommitteePortfoliosProps) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const term = search.trim().toLowerCase();
  const mine = new Set(committee.portfolios);
  const picked = selected.filter((p) => mine.has(p));
  const options = committee.portfolios
    .filter((p) => !term || p.toLowerCase().includes(term))
    .map((p) => ({ value: p, label: p }));
  const slug = committee.code.replace(/[^A-Za-z0-9]/g, '');

  return (
    <fieldset className="reg-subfieldset">
      <legend className="reg-subfieldset__legend">
        {committee.displayName}{' '}
        <span className="reg-count">
          {count} of {registrationRules.maxPortfoliosPerCommittee}
        </span>
      </legend>
      {picked.length > 0 ? (
        <ul className="reg-picked" aria-label={`Chosen in ${committee.displayName}`}>
          {picked.map((portfolio) => (
            <li key={portfolio}>
              <button
                type="button"
                className="reg-picked__chip"
                onClick={() => onToggle(portfolio)}
                disabled={disabled}
                aria-label={`Remove ${portfolio}`}
              >
                {portfolio}
                <span aria-hidden="true" className="reg-picked__x">
                  ×
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {committee.portfolios.length > SEARCH_FROM ? (
        <div className="reg-search">
          <label htmlFor={searchId} className="visually-hidden">
            Search {committee.displayName} portfolios
          </label>
          <input
            id={searchId}
            className="form-input reg-search__input"
            type="search"
            placeholder={`Search ${committee.portfolios.length} portfolios`}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            autoComplete="off"
          />
        </div>
      ) : null}
      <div className="reg-scroll">
        {options.length === 0 ? (
          <p className="reg-empty">No portfolio matches “{search}”.</p>
        ) : (
          <MultiChoice
            id={`reg-portfolio-${slug}`}
            options={options}
            selected={selected}
            onToggle={onToggle}
            tapList={tapList}
            invalid={invalid}
            disabled={disabled}
          />
        )}
      </div>
    </fieldset>
  );
}
