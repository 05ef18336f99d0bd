'use client';

import { cardsHref } from '@/lib/crm/addresses';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import type * as z from 'zod';
import { setFlash } from '@/lib/crm/flash';
import { ApiError, errorText } from '@/lib/crm/client';
import { crmT } from '@/lib/i18n/crm';
import { useSaveCard, type CardKind } from '@/lib/crm/queries/landing';
import { IMAGE_FIELD, REMOVE_IMAGE_FIELD } from '@/lib/landing/validation';

export type Values = Record<string, string>;
export type Errors = Record<string, string | undefined>;

/** The Russian message of the first problem zod found with each field. */
function problems(schema: z.ZodType, values: Values): Errors {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= crmT(`landing.validation.${issue.message}` as never);
  }
  return errors;
}

interface CardFormOptions {
  kind: CardKind;
  id?: number;
  schema: z.ZodType;
  initial: Values;
  /** The fields in the order of the form, for the summary and the first to focus. */
  order: readonly string[];
  /** Whether a picture is needed and none is chosen or kept (checked before sending). */
  imageMissing?: (file: File | null) => boolean;
}

/**
 * A landing card's form: values, what is wrong with them (shown once a field was left or a
 * save tried), the picture chosen, and the save, which sends a multipart body and goes back
 * to the list with the server's message.
 */
export function useCardForm({ kind, id, schema, initial, order, imageMissing }: CardFormOptions) {
  const router = useRouter();
  const [values, setValues] = useState<Values>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [tried, setTried] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [removeImage, setRemoveImage] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const save = useSaveCard(kind, id);
  // Still true while the list opens after a save.
  const saving = save.isPending || save.isSuccess;
  const [failure, setFailure] = useState<string | null>(null);

  const found: Errors = {
    ...problems(schema, values),
    ...(imageMissing?.(file) ? { image: crmT('landing.validation.imageMissing') } : {}),
    ...(fileError ? { image: fileError } : {}),
  };
  const errorFor = (field: string) =>
    serverErrors[field] ?? (tried || touched[field] ? found[field] : undefined);

  const change = (field: string, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors((current) => ({ ...current, [field]: undefined }));
  };
  const blur = (field: string) => setTouched((current) => ({ ...current, [field]: true }));
  const choose = (chosen: File | null, problem?: string) => {
    setFile(chosen);
    setFileError(problem);
    if (chosen) setRemoveImage(false);
    setServerErrors((current) => ({ ...current, image: undefined }));
  };

  function focusFirst(errors: Errors) {
    const first = order.find((field) => errors[field]);
    if (first) document.getElementById(`field-${first}`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTried(true);
    setFailure(null);
    if (Object.values(found).some(Boolean)) {
      focusFirst(found);
      return;
    }
    const form = new FormData();
    for (const [field, value] of Object.entries(values)) form.set(field, value);
    if (file) form.set(IMAGE_FIELD, file);
    if (removeImage) form.set(REMOVE_IMAGE_FIELD, '1');
    try {
      const answer = await save.mutateAsync(form);
      setFlash(answer.message);
      router.push(cardsHref(kind));
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        const errors = Object.fromEntries(
          Object.entries(error.errors).map(([field, messages]) => [field, messages[0]]),
        );
        setServerErrors(errors);
        focusFirst(errors);
      }
      setFailure(errorText(error));
    }
  }

  const invalid = tried ? order.filter((field) => errorFor(field)) : [];
  return {
    values,
    change,
    blur,
    errorFor,
    file,
    choose,
    removeImage,
    setRemoveImage,
    saving,
    failure,
    invalid,
    submit,
  };
}

export type CardForm = ReturnType<typeof useCardForm>;
