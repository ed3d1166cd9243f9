import { useState, type FormEvent } from "react";
import { FormAlert, SubmitButton, type ServerMessage } from "../../internal/account-states";
import { cx } from "../../internal/cx";
import { CheckIcon } from "../../internal/icons";
import { useDomId } from "../../internal/use-dom-id";
import { useFormValues, useServerAnswer } from "../../internal/use-form-values";
import { useTranslate } from "../../text/text-context";
import { TextField } from "../form-fields/TextField";
import { PROFILE_FIELD_ORDER, profileChanged, trimProfile, validateProfile, type ProfileValues } from "./rules/profile-rules";

export interface ProfileFormProps {
  /** The current profile's firstname, lastname and email (commerce-core.md §3 User state). */
  profile: ProfileValues;
  /** A valid, changed profile, trimmed (the only fields a customer may modify, commerce-core.md §5). */
  onSubmit: (profile: ProfileValues) => void;
  /** The update is on its way: fields read-only, the button busy. */
  pending?: boolean;
  /**
   * The refusal of the last update, e.g. commerce-core.md §8 `{ key: "We could not update your
   * account: {{message}}", values: { message } }`; hidden once the shopper types.
   */
  error?: ServerMessage | null;
  /** The last update was saved: §8 'Account data has successfully been updated' shows (and is announced) until the shopper types. */
  saved?: boolean;
  headingLevel?: 1 | 2;
  className?: string;
}

/**
 * The profile details form (/my-account/details, presentation-content.md §2): first name, last
 * name and e-mail address, the only profile fields a customer may modify (commerce-core.md §5).
 * An unchanged profile is not sent. A new `profile` from the owner (a reload, the saved answer)
 * replaces what the form holds.
 */
export function ProfileForm({ profile, onSubmit, pending = false, error, saved = false, headingLevel = 2, className }: ProfileFormProps) {
  const t = useTranslate();
  const formId = useDomId("shop-profile");
  const form = useFormValues(profile, validateProfile, PROFILE_FIELD_ORDER);
  const answer = useServerAnswer(error, pending);
  const savedAnswer = useServerAnswer(saved ? "saved" : null, pending);
  const Heading = headingLevel === 1 ? "h1" : "h2";

  const [shownProfile, setShownProfile] = useState(profile);
  if (shownProfile.firstname !== profile.firstname || shownProfile.lastname !== profile.lastname || shownProfile.email !== profile.email) {
    // The owner's profile changed (saved, reloaded): the form shows it.
    setShownProfile(profile);
    form.reset(profile);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    answer.rearm();
    const firstInvalid = form.submit();
    if (firstInvalid) {
      document.getElementById(`${formId}-${firstInvalid}`)?.focus();
      return;
    }
    if (!profileChanged(profile, form.values)) return;
    savedAnswer.rearm();
    onSubmit(trimProfile(form.values));
  };

  const field = (name: keyof ProfileValues, label: string, type: "text" | "email", autoComplete: string) => (
    <TextField
      id={`${formId}-${name}`}
      label={label}
      name={name}
      type={type}
      autoComplete={autoComplete}
      required
      readOnly={pending}
      value={form.values[name]}
      error={form.shown(name)}
      onChange={(value) => {
        form.set(name, value);
        answer.dismiss();
        savedAnswer.dismiss();
      }}
      onBlur={() => form.touch(name)}
    />
  );

  return (
    <form className={cx("shop-account-form", className)} onSubmit={submit} noValidate aria-labelledby={`${formId}-title`} aria-busy={pending || undefined}>
      <Heading id={`${formId}-title`} className="shop-account-form__title">
        {t("My profile")}
      </Heading>
      <div className="shop-form-fields">
        {field("firstname", "First name", "text", "given-name")}
        {field("lastname", "Last name", "text", "family-name")}
        {field("email", "E-mail address", "email", "email")}
        <FormAlert message={answer.shown} />
        <div className="shop-live-region" role="status">
          {savedAnswer.shown && (
            <p className="shop-account-form__saved">
              <CheckIcon size={20} />
              <span>{t("Account data has successfully been updated")}</span>
            </p>
          )}
        </div>
        <SubmitButton label="Save" pending={pending} />
      </div>
    </form>
  );
}
