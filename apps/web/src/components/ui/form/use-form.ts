'use client';

import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import { ApiError } from '@/lib/api-client';
import { bodySchemaOf, type CallableEndpoint } from '@/lib/endpoints';
import { randomId } from '@/lib/random-id';
import { collectErrors, type FieldErrors } from '@/lib/field-errors';
import { useSession } from '@/lib/session';
import { useBackConfirm } from '../dialog/back-confirm';
import { confirmDialog, type DialogOptions } from '../dialog/dialog-store';
import { openModal } from '../modal/modal-store';
import { showToast } from '../toast/toast-store';
import { clearDraft, draftStorageKey, readKept, writeDraft } from './draft-store';

/** What the hook needs of a zod schema (kept structural, so this file does not import zod). */
export type SchemaLike = {
  safeParse(
    input: unknown,
  ): { success: true; data: unknown } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
};

/**
 * Where the form's rules come from: a contract endpoint (its body schema), or a loader of another
 * contract schema (`load((s) => s.thing)` from `@portal/contract/endpoints/load`). Either way a
 * dynamic import, started the first time she touches the form: zod is not in the page's first load.
 */
export type SchemaSource = CallableEndpoint | (() => Promise<SchemaLike>);

export type SuccessFeedback = { title: string; message?: string; as?: 'modal' | 'toast' };

export interface UseFormOptions<V, Out> {
  /**
   * Names the draft kept in session storage (with the signed-in person's id) until it is saved or
   * discarded. Include what the form is about (`staff-plan:${studentId}`). null keeps no draft
   * (passwords).
   */
  draftKey: string | null;
  /** The values the form starts from (the saved record, or blanks); undefined while they load. */
  initial: V | undefined;
  /** The contract's rules for the request; left out, the values go to `submit` unchecked. */
  schema?: SchemaSource;
  /** The request the values stand for (text fields to numbers …). Default: the values themselves. */
  toInput?: (values: V) => unknown;
  /** Checks the schema cannot make (a number typed as text): each replaces the schema's message for its field. */
  check?: (values: V) => { [field: string]: string[] | undefined };
  /** A question to ask before sending (the kit's dialog), or null to send at once. */
  confirm?: (data: Out, values: V) => DialogOptions | null;
  /**
   * Sends the request. May answer the values the form holds from now on (the saved record).
   * `requestKey` names this draft's request: the same until the values change, so a create sent again
   * after an answer lost on the way (send it as its Idempotency-Key, `once` of lib/endpoints) makes
   * no second record.
   */
  submit: (data: Out, values: V, request: { requestKey: string }) => Promise<V | void>;
  /** Said once saved: a success modal (default) or a toast. */
  success?: SuccessFeedback | ((data: Out, values: V) => SuccessFeedback);
  /** Runs after a save; `shown` settles when the success modal has closed. */
  onSaved?: (saved: V, shown: Promise<unknown>) => void;
  /** Runs on a refused save, after the messages are placed (a long form turns to the step that has them). */
  onError?: (error: unknown, errors: FieldErrors) => void;
  /** Runs when a check finds messages, before focus moves to the first one. */
  onInvalid?: (errors: FieldErrors) => void;
  /** false: read-only (never dirty, nothing kept, no guard). Default true. */
  editable?: boolean;
  /** Ask before leaving while dirty (spec section 4). Default true. */
  guard?: boolean;
  /** Prefix of the fields' ids (`${idPrefix}-${name}`); default the draft key or "form". */
  idPrefix?: string;
  /**
   * The record's version among the values (its `updatedAt`), sent with the save: the API refuses a save
   * made over someone else's (409 EDIT_CONFLICT). Once their record is read again, the fields she changed
   * stay hers and the rest (with the version) take theirs; `FormActions` says so and offers all of theirs.
   */
  versionField?: keyof V & string;
}

export type FieldProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export interface FormApi<V> {
  /** The draft; undefined until `initial` has arrived. */
  values: V | undefined;
  ready: boolean;
  /**
   * Changes the draft. `clears` names the fields whose messages go away (default: the keys of the
   * patch; every message when a function is given).
   */
  set: (patch: Partial<V> | ((values: V) => V), clears?: readonly string[]) => void;
  dirty: boolean;
  /** The fields she has changed. */
  touched: ReadonlySet<string>;
  submitting: boolean;
  errors: FieldErrors;
  /** Shows these messages beside their fields and moves focus to the first. */
  showErrors: (errors: FieldErrors) => void;
  /** Props for the control of field `name`: id, aria-invalid, aria-describedby (its message, then `describedBy`). */
  field: (name: string, describedBy?: string) => FieldProps;
  fieldId: (name: string) => string;
  errorId: (name: string) => string;
  /** All messages the draft earns now (loads the schema if needed); shows nothing. */
  validate: () => Promise<FieldErrors>;
  /** Spread on the <form>. */
  form: {
    ref: RefObject<HTMLFormElement | null>;
    onSubmit: (event?: FormEvent) => Promise<void>;
    onFocus: () => void;
    onPointerDown: () => void;
    noValidate: true;
  };
  /** Starts again from these values (or the baseline), forgetting the kept draft. */
  reset: (values?: V) => void;
  /** The unsaved values shown are a draft kept from before (a reload): `FormActions` says so, with a way back. */
  restored: boolean;
  /** Someone else saved this record after she began: `FormActions` says so, with a way to theirs. */
  conflicted: boolean;
  /** For the page's own back and 취소 buttons: true when it may leave (asked if dirty). */
  confirmLeave: () => Promise<boolean>;
}

/**
 * `restored`: the values came from a draft kept in this tab (a reload, a return), not from what is saved.
 * `conflict`: a save was refused as made over someone else's; `waiting` for their version to be read.
 */
type Held<V> = { key: string | null; values: V; baseline: string; restored?: boolean; conflict?: 'waiting' | 'shown' };

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Her draft over their newer record: each field she changed from what she started from stays hers,
 * every other field (and the version) takes theirs, inside nested groups too (the exam form's
 * scores by subject and field: kept whole, her stale 수학 undid the 수학 saved on her phone, an audit).
 * Her next save then undoes nothing of theirs she did not touch herself.
 */
export function merged<V>(base: V, hers: V, theirs: V, version?: keyof V): V {
  const out = { ...theirs };
  for (const key in hers) {
    const [b, h, t] = [base[key], hers[key], theirs[key]];
    if (key !== version && JSON.stringify(h) !== JSON.stringify(b)) out[key] = isPlain(b) && isPlain(h) && isPlain(t) ? merged(b, h, t) : h;
  }
  return out;
}

/** Whether two drafts name different versions of the record. */
const otherVersion = <V>(a: V, b: V, field: keyof V) => JSON.stringify(a[field]) !== JSON.stringify(b[field]);

const isEndpoint = (s: SchemaSource): s is CallableEndpoint => typeof s === 'object' && 'schemas' in s;
const slug = (name: string) => name.replace(/[^A-Za-z0-9_-]+/g, '-');
export const OFFLINE_MESSAGE = '서버에 연결할 수 없습니다. 인터넷 연결을 확인해 주세요.';
const FOCUSABLE = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]';

/**
 * The one form hook of the portal: draft state, the contract's rules loaded on first touch, Korean
 * messages beside each field, submit through the kit's dialog, modal and toast, the back-confirm of
 * spec section 4 for every way out of a dirty form, and a draft that survives a reload.
 */
export function useForm<V, Out = V>(options: UseFormOptions<V, Out>): FormApi<V> {
  const { draftKey, initial, editable = true, guard = true } = options;
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const { data: session, status } = useSession();
  const storageKey = draftKey && editable && status !== 'loading' ? draftStorageKey(session?.user.id, draftKey) : null;
  const initialJson = initial === undefined ? undefined : JSON.stringify(initial);

  const [held, setHeld] = useState<Held<V> | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitting, setSubmitting] = useState(false);
  const [focusRequest, setFocusRequest] = useState<{ n: number; errors: FieldErrors; message?: string } | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  const schemaLoad = useRef<Promise<SchemaLike> | null>(null);
  const sending = useRef(false);

  // The draft starts from a kept draft when there is one, else from `initial`. When `initial`
  // changes (saved elsewhere, refetched) an untouched draft follows it; a touched one is kept.
  useEffect(() => {
    if (initialJson === undefined || (draftKey && editable && status === 'loading')) return;
    setHeld((prev) => {
      const fresh = JSON.parse(initialJson) as V;
      const field = latest.current.versionField;
      if (!prev || prev.key !== storageKey) {
        const stored = storageKey ? readKept<V>(storageKey) : undefined;
        const kept = stored?.values;
        // Kept from before a newer save (another device's, while this tab was away): merged with it now,
        // and said so. Restored as it was, its old version was refused at every save (an audit).
        if (kept !== undefined && field && otherVersion(kept, fresh, field)) {
          const from = JSON.parse(stored!.base ?? initialJson) as V;
          return { key: storageKey, values: merged(from, kept, fresh, field), baseline: initialJson, restored: true, conflict: 'shown' };
        }
        return { key: storageKey, values: kept ?? fresh, baseline: initialJson, restored: kept !== undefined };
      }
      if (prev.baseline === initialJson) return prev;
      const clean = JSON.stringify(prev.values) === prev.baseline;
      const before = JSON.parse(prev.baseline) as V;
      // Their newer save read while she edits (a refetch, or after a refused save): merged at once.
      if (field && !clean && (prev.conflict === 'waiting' || otherVersion(before, fresh, field)))
        return {
          ...prev,
          values: merged(before, prev.values, fresh, field),
          baseline: initialJson,
          conflict: 'shown',
        };
      return { key: storageKey, values: clean ? fresh : prev.values, baseline: initialJson, conflict: prev.conflict };
    });
  }, [initialJson, storageKey, draftKey, editable, status]);

  // Until the effect above has run (the server's render and the browser's first one), the form shows
  // `initial` as it is: the page arrives with its fields filled instead of a skeleton, and both renders
  // agree. A draft kept in this tab replaces it right after.
  const firstValues = useMemo(
    () =>
      held || initialJson === undefined || (draftKey && editable && status === 'loading') ? undefined : (JSON.parse(initialJson) as V),
    [held, initialJson, draftKey, editable, status],
  );

  const valuesJson = held ? JSON.stringify(held.values) : undefined;
  // One key per draft as it stands: sent again unchanged it is the same request, changed another one.
  const requestKeys = useRef<{ json: string; key: string } | null>(null);
  const dirty = editable && !!held && valuesJson !== held.baseline;

  // Kept while it differs from what is saved; forgotten once it does not.
  useEffect(() => {
    if (!held?.key) return;
    // With a version, what she started from too: a draft restored after a newer save is merged with it.
    if (dirty) writeDraft(held.key, held.values, latest.current.versionField ? held.baseline : undefined);
    else clearDraft(held.key);
  }, [held, dirty, valuesJson]);

  const discard = useCallback(() => {
    setHeld((prev) => {
      if (!prev) return prev;
      if (prev.key) clearDraft(prev.key);
      return { ...prev, values: JSON.parse(prev.baseline) as V, restored: false, conflict: undefined };
    });
    setErrors({});
    setTouched(new Set());
  }, []);
  const { confirmLeave } = useBackConfirm(guard && dirty, discard);

  const loadSchema = useCallback((): Promise<SchemaLike> | null => {
    const source = latest.current.schema;
    if (!source) return null;
    schemaLoad.current ??= (isEndpoint(source) ? bodySchemaOf(source) : source()).catch((error: unknown) => {
      // Offline: the next touch tries again.
      schemaLoad.current = null;
      throw error;
    }) as Promise<SchemaLike>;
    return schemaLoad.current;
  }, []);
  const preload = useCallback(() => {
    void loadSchema()?.catch(() => undefined);
  }, [loadSchema]);

  const set = useCallback<FormApi<V>['set']>((patch, clears) => {
    setHeld((prev) => {
      if (!prev) return prev;
      const values = typeof patch === 'function' ? patch(prev.values) : { ...prev.values, ...patch };
      return { ...prev, values };
    });
    const names = clears ?? (typeof patch === 'function' ? null : Object.keys(patch));
    setErrors((prev) => {
      if (!names) return {};
      const next = { ...prev };
      for (const name of names) delete next[name];
      return next;
    });
    if (names?.length) setTouched((prev) => new Set([...prev, ...names]));
  }, []);

  const heldRef = useRef(held);
  useEffect(() => {
    heldRef.current = held;
  });

  const validate = useCallback(async (): Promise<FieldErrors> => {
    const current = heldRef.current;
    if (!current) return {};
    const { toInput, check } = latest.current;
    const input = toInput ? toInput(current.values) : current.values;
    const schema = await loadSchema();
    const found = schema ? schemaErrors(schema, input) : {};
    const local = check?.(current.values) ?? {};
    for (const [name, messages] of Object.entries(local)) {
      if (!messages?.length) continue;
      found[name] = messages;
    }
    return found;
  }, [loadSchema]);

  const prefix = options.idPrefix ?? (draftKey ? slug(draftKey) : 'form');
  const fieldId = useCallback((name: string) => `${prefix}-${slug(name)}`, [prefix]);
  const errorId = useCallback((name: string) => `${prefix}-${slug(name)}-error`, [prefix]);

  /** Shows these messages; `message` is the server's own words for them, said if one cannot be shown. */
  const showErrors = useCallback((next: FieldErrors, message?: string) => {
    setErrors(next);
    if (Object.keys(next).length) latest.current.onInvalid?.(next);
    setFocusRequest((prev) => ({ n: (prev?.n ?? 0) + 1, errors: next, message }));
  }, []);

  // After the messages are on screen: focus the first invalid field. A message this form does not show
  // (about a field it has not, the server's or its own check's) goes into the failed modal instead, so
  // it is never lost: a 저장 that did nothing said nothing (an audit). One shown under no field (a
  // whole list's) is scrolled into view.
  useEffect(() => {
    if (!focusRequest) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = invalid && (invalid.matches(FOCUSABLE) ? invalid : invalid.querySelector<HTMLElement>(FOCUSABLE));
    if (target) {
      target.focus();
      return;
    }
    const messages = Object.entries(focusRequest.errors).filter(([, m]) => m?.length);
    const unseen = messages.find(([name]) => !document.getElementById(errorId(name)));
    if (unseen) {
      void openModal({ type: 'failed', message: focusRequest.message || unseen[1]![0] });
      return;
    }
    if (messages.length) document.getElementById(errorId(messages[0]![0]))?.scrollIntoView?.({ block: 'center' });
  }, [focusRequest, errorId]);

  const onSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      const current = heldRef.current;
      if (!current || sending.current || !editable) return;
      const opts = latest.current;
      sending.current = true;
      try {
        let data: Out;
        try {
          const found = await validate();
          if (Object.keys(found).length) {
            showErrors(found);
            return;
          }
          const input = opts.toInput ? opts.toInput(current.values) : current.values;
          const parsed = (await loadSchema())?.safeParse(input);
          data = (parsed?.success ? parsed.data : input) as Out;
        } catch {
          // The rules could not be loaded (offline).
          void openModal({ type: 'failed', message: OFFLINE_MESSAGE });
          return;
        }
        const question = opts.confirm?.(data, current.values);
        if (question && !(await confirmDialog(question))) return;
        setSubmitting(true);
        try {
          const json = JSON.stringify(current.values);
          if (requestKeys.current?.json !== json) requestKeys.current = { json, key: randomId() };
          const answer = await opts.submit(data, current.values, { requestKey: requestKeys.current.key });
          // Done: the same words sent again (a second memo 완료) are a new request, not this one replayed.
          requestKeys.current = null;
          const saved = (answer ?? current.values) as V;
          const savedJson = JSON.stringify(saved);
          setHeld((prev) => (prev ? { ...prev, values: saved, baseline: savedJson, restored: false, conflict: undefined } : prev));
          if (current.key) clearDraft(current.key);
          setErrors({});
          setTouched(new Set());
          const feedback = typeof opts.success === 'function' ? opts.success(data, current.values) : opts.success;
          let shown: Promise<unknown> = Promise.resolve();
          if (feedback?.as === 'toast') showToast({ status: 'success', title: feedback.title, description: feedback.message });
          else if (feedback) shown = openModal({ type: 'success', title: feedback.title, message: feedback.message });
          opts.onSaved?.(saved, shown);
        } catch (error) {
          const fields = error instanceof ApiError && error.fieldErrors ? collectErrors(error.fieldErrors) : null;
          const message = error instanceof ApiError ? error.message : '';
          if (fields && Object.keys(fields).length) showErrors(fields, message);
          else void openModal({ type: 'failed', message: message || undefined });
          if (opts.versionField && error instanceof ApiError && error.code === 'EDIT_CONFLICT')
            setHeld((prev) => (prev ? { ...prev, conflict: 'waiting' } : prev));
          opts.onError?.(error, fields ?? {});
        }
      } finally {
        sending.current = false;
        setSubmitting(false);
      }
    },
    [editable, loadSchema, showErrors, validate],
  );

  const field = useCallback(
    (name: string, describedBy?: string): FieldProps => {
      const invalid = !!errors[name]?.length;
      const described = [invalid ? errorId(name) : '', describedBy ?? ''].filter(Boolean).join(' ');
      return { id: fieldId(name), 'aria-invalid': invalid || undefined, 'aria-describedby': described || undefined };
    },
    [errors, errorId, fieldId],
  );

  const reset = useCallback((values?: V) => {
    setHeld((prev) => {
      if (!prev) return prev;
      if (prev.key) clearDraft(prev.key);
      const next = values ?? (JSON.parse(prev.baseline) as V);
      return { ...prev, values: next, baseline: JSON.stringify(next), restored: false, conflict: undefined };
    });
    setErrors({});
    setTouched(new Set());
  }, []);

  const form = useMemo(
    () => ({ ref: formRef, onSubmit, onFocus: preload, onPointerDown: preload, noValidate: true as const }),
    [onSubmit, preload],
  );

  return {
    values: held ? held.values : firstValues,
    ready: !!held || firstValues !== undefined,
    set,
    dirty,
    restored: dirty && !!held?.restored,
    conflicted: dirty && held?.conflict === 'shown',
    touched,
    submitting,
    errors,
    showErrors,
    field,
    fieldId,
    errorId,
    validate,
    form,
    reset,
    confirmLeave,
  };
}

/** The schema's messages for an input, keyed by field. */
export function schemaErrors(schema: SchemaLike, input: unknown): FieldErrors {
  const checked = schema.safeParse(input);
  return checked.success ? {} : collectErrors(checked.error.issues);
}

export { useKeptDraft } from './kept-draft';
