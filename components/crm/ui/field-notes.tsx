import ui from './ui.module.css';

/**
 * What is said under a field: its hint and its error, with the ids its control names in
 * `aria-describedby` (`{id}-hint`, `{id}-error`).
 */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className={ui.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={ui.fieldError}>
          {error}
        </p>
      ) : null}
    </>
  );
}
