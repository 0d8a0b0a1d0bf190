import styles from './form.module.css';

/**
 * The first Korean message of a field, right under it. The field points at it with
 * `aria-describedby={id}` and says `aria-invalid` (the form hook's `field(name)` does both), so a
 * screen reader reads the message with the field.
 */
export function FieldError({ id, errors }: { id: string; errors?: readonly string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className={styles.fieldError} role="alert">
      {errors[0]}
    </p>
  );
}
