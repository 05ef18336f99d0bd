'use client';

import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { retryAfterSeconds, retryText } from '@/lib/contact/retry-text';
import type { Locale } from '@/lib/i18n/routing';
import type { ContactErrorCode, ContactErrors, ContactFields } from '@/lib/contact/validation';
import { CONTACT_FIELDS, CONTACT_LIMITS, type ContactField } from '@/lib/contact/fields';
import buttons from '@/components/ui/button.module.css';
import styles from './contact.module.css';

export const CONTACT_ENDPOINT = '/api_mail/MailSender.php';

type Status = 'idle' | 'sending' | 'sent' | 'failed';

interface ContactFormProps {
  locale: Locale;
  labels: Record<
    | ContactField
    | `${ContactField}Placeholder`
    | 'submit'
    | 'submitHint'
    | 'submitHintField'
    | 'sending'
    | 'sent'
    | 'success'
    | 'failure'
    | 'rateLimited'
    | 'rateLimitedLater'
    | 'honeypot',
    string
  >;
  errorTexts: Record<ContactField, Record<ContactErrorCode, string>>;
  children?: ReactNode;
}

const EMPTY: ContactFields = { name: '', email: '', message: '' };
const UNTOUCHED: Record<ContactField, boolean> = { name: false, email: false, message: false };

export function ContactForm({ locale, labels, errorTexts, children }: ContactFormProps) {
  const [values, setValues] = useState<ContactFields>(EMPTY);
  const [touched, setTouched] = useState(UNTOUCHED);
  const [honeypot, setHoneypot] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [failure, setFailure] = useState(labels.failure);
  // The shared zod schema loads on the first interaction, keeping it out of the page's first load.
  const [validate, setValidate] = useState<((input: unknown) => ContactErrors) | null>(null);
  const loading = useRef(false);
  const loadValidation = () => {
    if (loading.current) return;
    loading.current = true;
    import('@/lib/contact/validation')
      .then(({ contactErrors }) => setValidate(() => contactErrors))
      .catch(() => {
        loading.current = false;
      });
  };

  const errors: ContactErrors = validate ? validate(values) : {};
  const valid = validate !== null && Object.keys(errors).length === 0;
  // Why «Send» is still disabled: the fields left to fill in or to correct.
  const pending = CONTACT_FIELDS.filter((field) =>
    validate ? errors[field] !== undefined : values[field].trim() === '',
  );
  const hint =
    pending.length > 0 && status !== 'sending' && status !== 'sent'
      ? labels.submitHint.replace(
          '{fields}',
          pending
            .map((field) => labels.submitHintField.replace('{field}', labels[field]))
            .join(', '),
        )
      : null;

  function change(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (status === 'sent' || status === 'failed') setStatus('idle');
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid || status === 'sending') return;
    setStatus('sending');
    try {
      const response = await fetch(CONTACT_ENDPOINT, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ ...values, website: honeypot, locale }),
      });
      const body: unknown = await response.json().catch(() => null);
      if (response.status === 429) {
        // Too many messages from this address: say so, and when the next one can go.
        const texts = { template: labels.rateLimited, later: labels.rateLimitedLater };
        setFailure(
          retryText(texts, locale, retryAfterSeconds(response.headers.get('Retry-After'))),
        );
        setStatus('failed');
        return;
      }
      if ((body as { error?: unknown } | null)?.error !== 'ok')
        throw new Error(String(response.status));
      setValues(EMPTY);
      setTouched(UNTOUCHED);
      setStatus('sent');
    } catch {
      setFailure(labels.failure);
      setStatus('failed');
    }
  }

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      onFocus={loadValidation}
      onPointerEnter={loadValidation}
      onTouchStart={loadValidation}
      noValidate
    >
      {CONTACT_FIELDS.map((field) => {
        const error = touched[field] ? errors[field] : undefined;
        const id = `contact-${field}`;
        const Control = field === 'message' ? 'textarea' : 'input';
        return (
          <div key={field} className={styles.field}>
            <label htmlFor={id} className={styles.label}>
              {labels[field]}
            </label>
            <Control
              id={id}
              name={field}
              className={styles.control}
              value={values[field]}
              placeholder={labels[`${field}Placeholder`]}
              maxLength={CONTACT_LIMITS[field]}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) => change(field, event.target.value)}
              onBlur={() => setTouched((current) => ({ ...current, [field]: true }))}
              {...(field === 'message'
                ? { rows: 5 }
                : { type: field === 'email' ? 'email' : 'text', autoComplete: field })}
            />
            {error ? (
              <p id={`${id}-error`} className={styles.error}>
                {errorTexts[field][error]}
              </p>
            ) : null}
          </div>
        );
      })}

      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="contact-website">{labels.honeypot}</label>
        <input
          id="contact-website"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>

      <div className={styles.actions}>
        <button
          type="submit"
          className={`${buttons.button} ${buttons.primary}`}
          disabled={!valid || status === 'sending'}
          aria-describedby={hint ? 'contact-submit-hint' : undefined}
        >
          {labels.submit}
        </button>
        {hint ? (
          <p id="contact-submit-hint" className={styles.hint} data-testid="contact-submit-hint">
            {hint}
          </p>
        ) : null}
        <span className={styles.status} role="status" aria-live="polite">
          {status === 'sending' ? (
            <span className={styles.spinner} data-testid="contact-spinner">
              <span className="visually-hidden">{labels.sending}</span>
            </span>
          ) : null}
          {status === 'sent' ? (
            <>
              <svg
                className={styles.check}
                data-testid="contact-sent"
                viewBox="0 0 24 24"
                width="28"
                height="28"
                aria-hidden="true"
              >
                <circle cx="12" cy="12" r="12" fill="currentColor" />
                <path
                  d="M7 12.5l3.2 3.2L17 9"
                  fill="none"
                  stroke="#fff"
                  strokeWidth="2.4"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <span className={styles.success}>{labels.success}</span>
            </>
          ) : null}
        </span>
      </div>
      {status === 'failed' ? (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      ) : null}
      {children}
    </form>
  );
}
