/**
 * Choosing one of the account's clients (docs/portfolio.md, "Scoped to a client") for what can be
 * scoped to one: a webhook endpoint, alert preferences. Shown only when the account has clients; an
 * account without them never sees the choice. `useClients` reads them once; a failed read is an
 * account without clients here (the scope then stays account-wide, as before clients existed).
 */
import { useEffect, useState } from 'preact/hooks';
import { api } from '../lib/api.js';
import type { ClientList } from '../lib/api-schema.js';
import { SelectField } from './choice-fields.js';

/** What the choice shows of a client: its id and name, from `GET /v1/clients`. */
export type ClientChoice = Pick<ClientList['clients'][number], 'id' | 'name'>;

export function useClients(): readonly ClientChoice[] {
  const [clients, setClients] = useState<readonly ClientChoice[]>([]);
  useEffect(() => {
    api<ClientList>('GET', '/v1/clients')
      .then((answer) => setClients(answer.clients))
      .catch(() => setClients([]));
  }, []);
  return clients;
}

/** The select's value for "no client": the whole account. */
export const WHOLE_ACCOUNT = '';

export const clientIdOf = (value: string): number | null => (value === WHOLE_ACCOUNT ? null : Number(value));

export function ClientSelectField(props: {
  clients: readonly ClientChoice[];
  label: string;
  name: string;
  /** A client id as text, or WHOLE_ACCOUNT. */
  value: string;
  wholeAccountLabel: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string;
}) {
  if (props.clients.length === 0) return null;
  return (
    <SelectField
      label={props.label}
      name={props.name}
      value={props.value}
      options={[
        { value: WHOLE_ACCOUNT, label: props.wholeAccountLabel },
        ...props.clients.map((client) => ({ value: String(client.id), label: client.name })),
      ]}
      onChange={props.onChange}
      hint={props.hint}
      error={props.error}
    />
  );
}
