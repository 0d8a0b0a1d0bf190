import styles from './vacations.module.css';

/** The first Korean message of a field, right under it; `id` lets the control point at it. */
export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <p id={id} className={styles.fieldError} role="alert">
      {errors[0]}
    </p>
  );
}
