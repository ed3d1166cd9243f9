import { AddressFormModal, AddressList, ProfileForm, useTranslate, type AddressFormValues, type ProfileValues } from "@shop/ui";
import { loadProfile } from "@shop/user";
import { useAddresses, useCurrentUser, useUpdateProfile, useUserDispatch } from "@shop/user/react";
import { useMemo, useState } from "react";
import { useShop } from "../../app/shop-context";
import { AccountFrame } from "./AccountFrame";
import { accountAddressesOf, addressToSave } from "./account-mappers";

/** The countries an account address may have (the four of @shop/ui's account fixtures and §1's store views), labels as i18n keys. */
const COUNTRY_KEYS = [
  { value: "NL", label: "Netherlands" },
  { value: "DE", label: "Germany" },
  { value: "IT", label: "Italy" },
  { value: "US", label: "United States" },
] as const;

/** /my-account/details (presentation-content.md §2 "profile details"): the profile and the addresses (add, edit, delete). */
export function Page() {
  return (
    <AccountFrame title="My profile">
      {() => (
        <>
          <Profile />
          <Addresses />
        </>
      )}
    </AccountFrame>
  );
}

/** commerce-core.md §5: a customer may change firstname, lastname and e-mail (and addresses, below). */
function Profile() {
  const customer = useCurrentUser();
  const update = useUpdateProfile();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<{ saved: boolean; error: { key: string; values: { message: string } } | null }>({ saved: false, error: null });
  const profile = useMemo<ProfileValues | null>(() => (customer === null ? null : { firstname: customer.firstname, lastname: customer.lastname, email: customer.email }), [customer]);
  if (profile === null) return null;
  const submit = (values: ProfileValues) => {
    setPending(true);
    update({ ...values })
      .then((result) =>
        setOutcome(result.saved ? { saved: true, error: null } : { saved: false, error: { key: "We could not update your account: {{message}}", values: { message: result.message } } }),
      )
      .catch((error: unknown) => setOutcome({ saved: false, error: { key: "We could not update your account: {{message}}", values: { message: String(error) } } }))
      .finally(() => setPending(false));
  };
  return <ProfileForm headingLevel={1} profile={profile} onSubmit={submit} pending={pending} saved={outcome.saved} error={outcome.error} />;
}

function Addresses() {
  const t = useTranslate();
  const { view } = useShop();
  const dispatch = useUserDispatch();
  const { addresses, save, remove } = useAddresses();
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [error, setError] = useState<{ key: string; values: { message: string } } | null>(null);
  const cards = useMemo(() => accountAddressesOf(addresses), [addresses]);
  const countries = useMemo(() => COUNTRY_KEYS.map((country) => ({ value: country.value, label: t(country.label) })), [t]);
  const editedForm = editing?.id == null ? undefined : addresses.find((address) => String(address.address_id) === editing.id);
  const initial = editing?.id == null ? undefined : cards.find((card) => card.id === editing.id);

  const close = () => {
    setEditing(null);
    setError(null);
  };
  const submit = (values: AddressFormValues) => {
    const id = editing?.id ?? "new";
    setPendingId(id);
    setError(null);
    save(addressToSave(values, editedForm))
      .then((result) => {
        if (result.saved) close();
        else setError({ key: "We could not update your account: {{message}}", values: { message: result.message } });
      })
      .catch((failure: unknown) => setError({ key: "We could not update your account: {{message}}", values: { message: String(failure) } }))
      .finally(() => setPendingId(null));
  };
  const onRemove = (id: string) => {
    setPendingId(id);
    remove(Number(id))
      .catch(() => dispatch(loadProfile(undefined)))
      .finally(() => setPendingId(null));
  };

  return (
    <>
      <AddressList addresses={cards} countries={countries} onAdd={() => setEditing({ id: null })} onEdit={(id) => setEditing({ id })} onRemove={onRemove} pendingId={pendingId} />
      {editing !== null && (
        <AddressFormModal
          {...(initial !== undefined && { initial })}
          countries={countries}
          defaultCountry={view.i18n.defaultCountry}
          onSubmit={submit}
          onClose={close}
          pending={pendingId !== null}
          error={error}
        />
      )}
    </>
  );
}
