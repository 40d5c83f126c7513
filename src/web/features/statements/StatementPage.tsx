/**
 * /statements/:event: import a bank statement (docs/decisions/0055-statement-import-and-treasurer.md). Upload
 * (with its progress), confirm the columns (the remembered or guessed choice preselected), preview every
 * line's outcome with counts and a filter, settle by hand a line whose amount differs or that fits two bills
 * (SettleDialog.tsx), then apply the matched lines after a confirmation.
 */
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { statementMessages } from '~/shared/statement-messages';
import { paths } from '~/shared/paths';
import type { StatementLineView, StatementPreview, StatementUpload } from '~/shared/schemas/statements';
import {
  type StatementColumn,
  type StatementMapping,
  mappingProblem,
  requiredStatementColumns,
  statementColumns,
  statementRules,
} from '~/shared/statements';
import {
  type StatementOutcome,
  applicableCount,
  settleableOutcomes,
  statementOutcomes,
} from '~/shared/statement-match';
import { ConfirmDialog } from '~/web/components/app/ConfirmDialog';
import { FileButton } from '~/web/components/app/FilePicker';
import { PageFrame } from '~/web/components/app/PageFrame';
import { readAsDataUrl } from '~/web/components/app/files';
import { errorMessage } from '~/web/lib/api';
import { useUnauthorizedHandler } from '~/web/lib/session';
import { notify } from '~/web/lib/toast';
import { applyStatement, previewStatement, settleStatementLine, uploadStatement } from './api';
import { SettleDialog, rupeesOfPaise } from './SettleDialog';
import './statements.css';

const m = statementMessages;
/** Lines shown at first, and added by each "Show more". */
const PAGE = 200;

const required = new Set<StatementColumn>(requiredStatementColumns);

/** The file step: choose a CSV or XLSX, see it upload, or why it was refused. */
function UploadStep({ eventName, onRead }: { eventName: string; onRead: (upload: StatementUpload) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const onUnauthorized = useUnauthorizedHandler();
  const busy = progress !== null;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    if (input.current) input.current.value = '';
    setError('');
    if (file.size === 0 || file.size > statementRules.maxBytes || !/\.(csv|xlsx|txt)$/i.test(file.name)) {
      setError(m.fileRefused);
      return;
    }
    setProgress(0);
    try {
      const dataUrl = await readAsDataUrl(file);
      onRead(await uploadStatement(eventName, { fileName: file.name, dataUrl }, setProgress));
    } catch (failure) {
      if (!onUnauthorized(failure)) setError(errorMessage(failure, m.error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div className="stm-upload">
      <div className="acc-file__controls">
        <FileButton
          id="statement-file"
          hintId="statement-file-hint"
          errorId={error ? 'statement-file-error' : undefined}
          inputRef={input}
          accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          chooseLabel={m.chooseFile}
          hint={m.fileHint}
          invalid={error !== ''}
          disabled={busy}
          onFile={(file) => void choose(file)}
        />
      </div>
      {progress !== null ? (
        <div className="stm-progress">
          <progress max={1} value={progress} aria-label={m.chooseFile} />
          <span role="status">{progress < 1 ? m.uploading(Math.round(progress * 100)) : m.reading}</span>
        </div>
      ) : null}
      {error ? (
        <p id="statement-file-error" className="acc-status__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The columns step: one select per value, the proposed column preselected. */
export function MappingStep({
  upload,
  pending,
  onMatch,
}: {
  upload: StatementUpload;
  pending: boolean;
  onMatch: (mapping: StatementMapping) => void;
}) {
  const idBase = useId();
  const [mapping, setMapping] = useState<Record<StatementColumn, number | null>>(
    upload.mapping ?? {
      date: null,
      credit: null,
      narration: null,
      reference: null,
      valueDate: null,
      debit: null,
      marker: null,
    },
  );
  const [error, setError] = useState('');
  const columnName = (index: number) => {
    const column = upload.columns[index];
    const header = column?.header || `Column ${index + 1}`;
    return column?.samples[0] ? `${header} (e.g. ${column.samples[0]})` : header;
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (requiredStatementColumns.some((c) => mapping[c] === null)) {
      setError(m.badMapping);
      return;
    }
    const chosen = mapping as StatementMapping;
    const problem = mappingProblem(chosen, upload.columns.length);
    if (problem) {
      setError(problem === 'same' ? m.badMapping : m.mappingColumn);
      return;
    }
    setError('');
    onMatch(chosen);
  };

  return (
    <form className="stm-mapping" onSubmit={submit} aria-labelledby={`${idBase}-title`} noValidate>
      <h2 id={`${idBase}-title`} className="adm-card__title">
        {m.mappingTitle}
      </h2>
      <p className="adm-card__lead">
        {m.mappingIntro(upload.headerLine)} {upload.remembered ? m.remembered : m.proposed}
      </p>
      <div className="stm-mapping__fields">
        {statementColumns.map((column) => (
          <div className="form-field" key={column}>
            <label htmlFor={`${idBase}-${column}`} className="form-label">
              {m.columnLabels[column]}
            </label>
            <select
              id={`${idBase}-${column}`}
              className="form-input"
              value={mapping[column] ?? ''}
              aria-invalid={error !== '' && required.has(column)}
              aria-describedby={error ? `${idBase}-error` : undefined}
              onChange={(e) =>
                setMapping({ ...mapping, [column]: e.target.value === '' ? null : Number(e.target.value) })
              }
            >
              <option value="">{m.noColumn}</option>
              {upload.columns.map((c) => (
                <option key={c.index} value={c.index}>
                  {columnName(c.index)}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {error ? (
        <p id={`${idBase}-error`} className="acc-status__error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--gold" disabled={pending} aria-busy={pending}>
        {pending ? m.matching : m.match}
      </button>
    </form>
  );
}

function LineRow({
  line,
  onSettle,
}: {
  line: StatementLineView;
  /** Opens the dialog that settles this line by hand (absent: the line cannot be). */
  onSettle?: (line: StatementLineView) => void;
}) {
  const bill = line.bill;
  const settleable = onSettle && settleableOutcomes.includes(line.outcome) && line.choices.length > 0;
  return (
    <tr className={`stm-line stm-line--${line.outcome}`}>
      <th scope="row" data-label={m.columns.line}>
        {line.line}
      </th>
      <td data-label={m.columns.date} className="stm-date">
        {line.date ?? ''}
      </td>
      <td data-label={m.columns.amount} className="stm-num">
        {rupeesOfPaise(line.amountPaise)}
      </td>
      <td data-label={m.columns.text} className="stm-text">
        {line.text}
      </td>
      <td data-label={m.columns.outcome}>
        <span className={`stm-pill stm-pill--${line.outcome}`}>{m.outcomes[line.outcome]}</span>
        {line.via ? <span className="stm-via"> {m.via[line.via]}</span> : null}
        {line.outcome === 'ambiguous' ? (
          <span className="stm-via"> · {m.candidates(line.candidates)}</span>
        ) : null}
      </td>
      <td data-label={m.columns.bill}>
        {bill && line.outcome !== 'ambiguous' ? (
          <>
            <a href={paths.registrationDetail(bill.registrationId)}>{bill.name}</a>
            <span className="stm-bill">
              {bill.reference ?? ''} · {m.billColumns.amountDue} ₹{bill.amountDue}
            </span>
          </>
        ) : null}
        {line.settledNote !== null ? (
          <span className="stm-bill">{m.settledNote(line.settledNote)}</span>
        ) : null}
        {settleable ? (
          <button
            type="button"
            className="button button--ghost-dark button--small stm-settle"
            aria-haspopup="dialog"
            aria-label={`${m.settle}: line ${line.line}`}
            onClick={() => onSettle?.(line)}
          >
            {m.settle}
          </button>
        ) : null}
      </td>
    </tr>
  );
}

/**
 * The preview: counts per outcome (which filter the lines), the lines, the bills without money, Apply; a
 * line the matcher does not apply can be settled by hand (`onSettle`, which resolves once it is).
 */
export function PreviewStep({
  preview,
  onApply,
  applying,
  onSettle,
}: {
  preview: StatementPreview;
  onApply: () => void;
  applying: boolean;
  onSettle?: (line: StatementLineView, choice: { registrationId: string; note: string }) => Promise<void>;
}) {
  const [filter, setFilter] = useState<StatementOutcome | 'all'>('all');
  const [shown, setShown] = useState(PAGE);
  const dialog = useRef<HTMLDialogElement>(null);
  const settleDialog = useRef<HTMLDialogElement>(null);
  const [settling, setSettling] = useState<{ line: StatementLineView; pending: boolean } | null>(null);
  useEffect(() => {
    if (settling && !settling.pending && !settleDialog.current?.open) settleDialog.current?.showModal();
  }, [settling]);
  const settle = async (choice: { registrationId: string; note: string }) => {
    if (!settling || !onSettle) return;
    setSettling({ line: settling.line, pending: true });
    try {
      await onSettle(settling.line, choice);
      settleDialog.current?.close();
      setSettling(null);
    } catch {
      setSettling({ line: settling.line, pending: false });
    }
  };
  const lines = filter === 'all' ? preview.lines : preview.lines.filter((l) => l.outcome === filter);
  const matched = applicableCount(preview.counts);
  const choose = (next: StatementOutcome | 'all') => {
    setFilter(next);
    setShown(PAGE);
  };

  return (
    <div className="stm-preview">
      <h2 className="adm-card__title">{m.previewTitle}</h2>
      <div className="stm-filters" role="group" aria-label={m.filter}>
        <button
          type="button"
          className="stm-filter"
          aria-pressed={filter === 'all'}
          onClick={() => choose('all')}
        >
          {m.all} <span className="stm-filter__count">{preview.lines.length}</span>
        </button>
        {statementOutcomes.map((outcome) => (
          <button
            key={outcome}
            type="button"
            className={`stm-filter stm-filter--${outcome}`}
            aria-pressed={filter === outcome}
            title={m.outcomeHints[outcome]}
            onClick={() => choose(outcome)}
          >
            {m.outcomes[outcome]} <span className="stm-filter__count">{preview.counts[outcome] ?? 0}</span>
          </button>
        ))}
      </div>
      {filter !== 'all' ? <p className="adm-tools__text">{m.outcomeHints[filter]}</p> : null}
      <div className="stm-apply">
        <button
          type="button"
          className="button button--gold"
          disabled={matched === 0 || applying}
          aria-haspopup="dialog"
          onClick={() => dialog.current?.showModal()}
        >
          {m.apply(matched)}
        </button>
        {matched === 0 ? <span className="adm-tools__text">{m.nothingToApply}</span> : null}
      </div>
      {lines.length === 0 ? (
        <p className="adm-empty">{m.noLines}</p>
      ) : (
        <div className="adm-table-wrap">
          <table className="adm-table stm-table">
            <caption className="visually-hidden">{m.previewTitle}</caption>
            <thead>
              <tr>
                {Object.values(m.columns).map((label) => (
                  <th scope="col" key={label}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {lines.slice(0, shown).map((line) => (
                <LineRow
                  key={line.line}
                  line={line}
                  onSettle={onSettle && ((chosen) => setSettling({ line: chosen, pending: false }))}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {lines.length > shown ? (
        <button
          type="button"
          className="button button--ghost-dark adm-more"
          onClick={() => setShown(shown + PAGE)}
        >
          Show more ({lines.length - shown} left)
        </button>
      ) : null}
      <details className="stm-without">
        <summary>{m.withoutMoneyTitle(preview.withoutMoney.length)}</summary>
        {preview.withoutMoney.length === 0 ? (
          <p className="adm-empty">{m.withoutMoneyNone}</p>
        ) : (
          <ul className="stm-without__list">
            {preview.withoutMoney.map((bill) => (
              <li key={bill.registrationId}>
                <a href={paths.registrationDetail(bill.registrationId)}>{bill.name}</a> ·{' '}
                {bill.reference ?? '-'} · ₹{bill.amountDue} · {bill.state}
              </li>
            ))}
          </ul>
        )}
      </details>
      <ConfirmDialog
        ref={dialog}
        title={m.applyConfirmTitle}
        confirmLabel={m.apply(matched)}
        pending={applying}
        onConfirm={onApply}
      >
        <p>{m.applyConfirm(matched)}</p>
      </ConfirmDialog>
      {settling ? (
        <SettleDialog
          key={settling.line.line}
          ref={settleDialog}
          line={settling.line}
          pending={settling.pending}
          onSettle={(choice) => void settle(choice)}
        />
      ) : null}
    </div>
  );
}

type Step =
  | { kind: 'upload' }
  | { kind: 'mapping'; upload: StatementUpload }
  | { kind: 'preview'; upload: StatementUpload; mapping: StatementMapping; preview: StatementPreview }
  | { kind: 'done'; text: string };

export function StatementPage({ eventName }: { eventName: string }) {
  const [step, setStep] = useState<Step>({ kind: 'upload' });
  const onUnauthorized = useUnauthorizedHandler();
  const fail = (error: unknown) => {
    if (!onUnauthorized(error)) notify('error', errorMessage(error, m.error));
  };
  const match = useMutation({
    mutationFn: ({ upload, mapping }: { upload: StatementUpload; mapping: StatementMapping }) =>
      previewStatement(eventName, upload.id, mapping).then((preview) => ({ upload, mapping, preview })),
    onSuccess: (data) => setStep({ kind: 'preview', ...data }),
    onError: fail,
  });
  const settleLine = async (
    upload: StatementUpload,
    mapping: StatementMapping,
    line: StatementLineView,
    choice: { registrationId: string; note: string },
  ) => {
    try {
      const { message } = await settleStatementLine(eventName, upload.id, {
        mapping,
        line: line.line,
        ...choice,
      });
      notify('success', message || m.settled);
    } catch (error) {
      fail(error);
      throw error;
    }
    match.mutate({ upload, mapping });
  };
  const apply = useMutation({
    mutationFn: ({ upload, mapping }: { upload: StatementUpload; mapping: StatementMapping }) =>
      applyStatement(eventName, upload.id, mapping),
    onSuccess: (result) => {
      const text = m.appliedResult(result.applied, result.skipped);
      notify('success', text);
      setStep({ kind: 'done', text });
    },
    onError: fail,
  });

  const title = `${eventName} ${m.title}`;
  return (
    <PageFrame
      variant="admin"
      eyebrow="Treasury"
      title={title}
      back={{ to: paths.statements, label: 'Go Back' }}
    >
      <section className="panel adm-card stm" aria-label={title}>
        <p className="adm-card__lead">{m.intro}</p>
        {step.kind === 'upload' ? (
          <UploadStep eventName={eventName} onRead={(upload) => setStep({ kind: 'mapping', upload })} />
        ) : null}
        {step.kind === 'mapping' || step.kind === 'preview' ? (
          <>
            <p className="stm-file">
              <strong>{step.upload.fileName}</strong> · {step.upload.lineCount} lines{' '}
              <button
                type="button"
                className="button button--ghost-dark button--small"
                onClick={() => setStep({ kind: 'upload' })}
              >
                {m.startOver}
              </button>
            </p>
            <MappingStep
              key={step.upload.id}
              upload={step.kind === 'preview' ? { ...step.upload, mapping: step.mapping } : step.upload}
              pending={match.isPending}
              onMatch={(mapping) => match.mutate({ upload: step.upload, mapping })}
            />
          </>
        ) : null}
        {step.kind === 'preview' ? (
          <PreviewStep
            key={JSON.stringify(step.mapping)}
            preview={step.preview}
            applying={apply.isPending}
            onApply={() => apply.mutate({ upload: step.upload, mapping: step.mapping })}
            onSettle={(line, choice) => settleLine(step.upload, step.mapping, line, choice)}
          />
        ) : null}
        {step.kind === 'done' ? (
          <div className="stm-done">
            <p className="adm-result" role="status">
              {step.text}
            </p>
            <button type="button" className="button button--gold" onClick={() => setStep({ kind: 'upload' })}>
              {m.startOver}
            </button>
          </div>
        ) : null}
      </section>
    </PageFrame>
  );
}
