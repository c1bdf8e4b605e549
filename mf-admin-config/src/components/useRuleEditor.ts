import { useRef, useState, type FormEvent } from 'react';
import { errorMessage, useT } from 'shared';

/** What an RTK Query mutation trigger returns, as far as the editor needs it. */
interface Unwrappable {
  unwrap(): Promise<unknown>;
}

export interface RuleEditorNotice {
  kind: 'success' | 'error';
  text: string;
}

export interface RuleEditorOptions<Row extends { uuidEntidad: string }, Form, Item> {
  /** The form's empty state (read on every render: resets use the latest one). */
  empty: Form;
  /** A row of the list, as the form shows it for editing. */
  toForm: (row: Row) => Form;
  /** The form, as the create and edit calls send it. */
  toItem: (form: Form) => Item;
  crear: (item: Item) => Unwrappable;
  modificar: (item: Item & { uuidEntidad: string }) => Unwrappable;
  eliminar: (uuidEntidad: string) => Unwrappable;
  /** Success notices, already translated. */
  messages: { created: string; modified: string; removed: string };
}

/**
 * Form state of an admin rule list (label rules, search filters): create or edit one row through the same form,
 * cancel the edit, delete a row, and a success or `Error: {descripcion}` notice after each call.
 */
export function useRuleEditor<Row extends { uuidEntidad: string }, Form, Item, E extends HTMLElement = HTMLInputElement>(
  options: RuleEditorOptions<Row, Form, Item>,
) {
  const { t } = useT();
  const { empty, toForm, toItem, crear, modificar, eliminar, messages } = options;
  const [form, setForm] = useState<Form>(empty);
  const [editing, setEditing] = useState<string | null>(null);
  const [notice, setNotice] = useState<RuleEditorNotice | null>(null);
  const firstField = useRef<E>(null);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  const fail = (error: unknown) => setNotice({ kind: 'error', text: t('error.prefix', { message: errorMessage(error) }) });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice(null);
    const item = toItem(form);
    try {
      if (editing) {
        await modificar({ uuidEntidad: editing, ...item }).unwrap();
        setNotice({ kind: 'success', text: messages.modified });
      } else {
        await crear(item).unwrap();
        setNotice({ kind: 'success', text: messages.created });
      }
      setForm(empty);
      setEditing(null);
    } catch (error) {
      fail(error);
    }
  };

  const edit = (row: Row) => {
    setNotice(null);
    setEditing(row.uuidEntidad);
    setForm(toForm(row));
    firstField.current?.focus();
  };

  const cancel = () => {
    setEditing(null);
    setForm(empty);
  };

  const remove = async (row: Row) => {
    setNotice(null);
    try {
      await eliminar(row.uuidEntidad).unwrap();
      if (editing === row.uuidEntidad) cancel();
      setNotice({ kind: 'success', text: messages.removed });
    } catch (error) {
      fail(error);
    }
  };

  return { form, set, editing, notice, firstField, submit, edit, cancel, remove };
}
