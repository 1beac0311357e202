import { useId, useState, type FormEvent } from 'react';
import { addressesQuery, createAddress, setAddressEnabled, type Address } from '../../api/user';
import type { User } from '../../core/session/userStore';
import { useQuery } from '../../hooks/useQuery';
import { useT } from '../../hooks/useT';
import { ACCOUNT_ADDRESS, addressToSend, EMPTY_ADDRESS, formatAddress, type AddressDraft } from '../../ui/address';
import { AddressForm } from '../../ui/AddressForm';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { errorText } from '../../ui/errorText';
import { Form } from '../../ui/Form';
import { useForm } from '../../ui/form/useForm';

/**
 * The member's saved addresses (site flag manage_addresses): each can be disabled and enabled
 * again; new ones are added with the checkout's address form, named, started with the member's
 * name, and sent with every field of 000 §3 Address and the member's e-mail.
 */
export function Addresses({ user }: { user: User }) {
  const t = useT();
  const titleId = useId();
  const { data, error, reload } = useQuery(addressesQuery());
  const blank = (): AddressDraft => ({ ...EMPTY_ADDRESS, first_name: user.first_name ?? '', last_name: user.last_name ?? '' });
  const form = useForm<AddressDraft>(blank);
  const [adding, setAdding] = useState(false);

  const toggle = (address: Address) =>
    setAddressEnabled(address.id, !address.enabled)
      .then(reload)
      .catch((e: unknown) => form.setError(errorText(e, t)));

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate(ACCOUNT_ADDRESS)) return;
    void form.run(async () => {
      await createAddress(addressToSend(form.values, user.email));
      form.setValues(blank());
      setAdding(false);
      reload();
    });
  };

  return (
    <section className="account-addresses" part="addresses" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('account.addresses')}</h3>
      {error ? <Alert tone="danger">{errorText(error, t)}</Alert> : null}
      {form.error && <Alert tone="danger">{form.error}</Alert>}
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
            fields={ACCOUNT_ADDRESS}
            value={form.values}
            onChange={(name, value) => form.set(name)(value)}
            errors={form.problems}
          />
          <Button type="submit" busy={form.busy}>
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
