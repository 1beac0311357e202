import { useId, useState, type FormEvent } from 'react';
import { addressesQuery, createAddress, setAddressEnabled, type Address } from '../../api/user';
import { useQuery } from '../../hooks/useQuery';
import { useT } from '../../hooks/useT';
import { EMPTY_ADDRESS, formatAddress, missingAddressFields, type AddressField } from '../../ui/address';
import { AddressForm } from '../../ui/AddressForm';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { errorText } from '../../ui/errorText';
import { useSubmit } from '../../ui/useSubmit';
import { Form } from '../../ui/Form';

const FIELDS: AddressField[] = ['display_name', 'street_address', 'street_address_1', 'city', 'postcode', 'state', 'country', 'phone'];

/** The member's saved addresses (site flag manage_addresses): each can be disabled and enabled again; new ones are added here. */
export function Addresses() {
  const t = useT();
  const titleId = useId();
  const { data, error, reload } = useQuery(addressesQuery());
  const [draft, setDraft] = useState(EMPTY_ADDRESS);
  const [adding, setAdding] = useState(false);
  const { busy, error: problem, setError: setProblem, run } = useSubmit();
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});

  const toggle = (address: Address) =>
    setAddressEnabled(address.id, !address.enabled)
      .then(reload)
      .catch((e: unknown) => setProblem(errorText(e, t)));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const missing = missingAddressFields(draft);
    setFieldErrors(Object.fromEntries(missing.map((f) => [f, t('account.required_field')])));
    if (missing.length) return;
    await run(async () => {
      await createAddress({ ...draft, email: '' });
      setDraft(EMPTY_ADDRESS);
      setAdding(false);
      reload();
    });
  };

  return (
    <section className="account-addresses" part="addresses" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('account.addresses')}</h3>
      {error ? <Alert tone="danger">{errorText(error, t)}</Alert> : null}
      {problem && <Alert tone="danger">{problem}</Alert>}
      {data && data.length === 0 && <p>{t('account.no_addresses')}</p>}
      <ul className="account-address-list">
        {data?.map((a) => (
          <li key={a.id} className={a.enabled ? '' : 'is-disabled'}>
            <span>
              {formatAddress(a)}
              {!a.enabled && <em> ({t('account.disabled')})</em>}
            </span>
            <Button variant="link" onClick={() => toggle(a)}>
              {a.enabled ? t('account.disable') : t('account.enable')}
            </Button>
          </li>
        ))}
      </ul>
      {adding ? (
        <Form className="account-form" onSubmit={save} noValidate>
          <AddressForm
            fields={FIELDS}
            value={draft}
            onChange={(name, value) => setDraft((d) => ({ ...d, [name]: value }))}
            errors={fieldErrors}
            label={(name) => t(`account.${name}`)}
          />
          <Button type="submit" busy={busy}>
            {t('account.save_address')}
          </Button>
        </Form>
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          {t('account.add_address')}
        </Button>
      )}
    </section>
  );
}
