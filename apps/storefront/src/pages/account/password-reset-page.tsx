import { TextField, useTranslate, ShopLink, type ValidationMessage } from "@shop/ui";
import { createPassword, resetPassword } from "@shop/user";
import { useUserDispatch } from "@shop/user/react";
import { useState, type FormEvent } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { useShop } from "../../app/shop-context";
import { PageHead } from "../../head/PageHead";
import { AccountPending } from "./AccountFrame";
import { newPasswordErrors, resetLinkOf, resetRequestError, type ResetLink } from "./password-reset";
import { useMounted } from "./use-account-access";
import "./account.css";

/**
 * /password/reset (presentation-content.md §2 "reset password"): without a link, the e-mail
 * address to send the reset link to; with the mailed link (?email&token), the new password.
 * The link's token is read on the client only: the server renders a neutral shell for it, so no
 * token lands in a server-rendered (cacheable) page.
 */
export function Page() {
  const t = useTranslate();
  const location = useLocation();
  const mounted = useMounted();
  const hasLink = /[?&]token=/.test(location.search);
  const link = mounted ? resetLinkOf(location.search) : null;
  return (
    <div className="shop-account-single">
      <PageHead title={t("Reset password")} noindex />
      {hasLink && !mounted ? <AccountPending /> : link !== null ? <NewPasswordForm link={link} /> : <ResetRequestForm />}
    </div>
  );
}

function ResetRequestForm() {
  const t = useTranslate();
  const { localize } = useShop();
  const dispatch = useUserDispatch();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<ValidationMessage | null>(null);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const problem = resetRequestError(email);
    setError(problem);
    if (problem !== null) return;
    setPending(true);
    setRefused(false);
    dispatch(resetPassword({ email: email.trim() }))
      .unwrap()
      .then((outcome) => {
        if (outcome.done) setSentTo(email.trim());
        // Offline: @shop/user has shown 'Reset password feature does not work while offline!'.
        else if (outcome.reason !== "offline") setRefused(true);
      })
      .catch(() => setRefused(true))
      .finally(() => setPending(false));
  };
  if (sentTo !== null) {
    return (
      <section className="shop-account-section" aria-labelledby="reset-title">
        <h1 id="reset-title">{t("Reset password")}</h1>
        <p role="status">{t("If an account exists for {{email}}, we have sent it a link to choose a new password.", { email: sentTo })}</p>
        <ShopLink className="shop-link" href={localize("/login")}>
          {t("Back to login")}
        </ShopLink>
      </section>
    );
  }
  return (
    <form className="shop-account-form shop-account-section" onSubmit={submit} noValidate aria-labelledby="reset-title" aria-busy={pending || undefined}>
      <h1 id="reset-title">{t("Reset password")}</h1>
      <p>{t("Enter your e-mail address and we will send you a link to choose a new password.")}</p>
      <TextField
        label="E-mail address"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(value) => {
          setEmail(value);
          setRefused(false);
        }}
        onBlur={() => setError(email === "" ? null : resetRequestError(email))}
        error={error}
        readOnly={pending}
      />
      <div className="shop-live-region" role="alert">
        {refused && <p className="shop-form-alert">{t("Error while sending reset password e-mail")}</p>}
      </div>
      <div className="shop-account-actions">
        <button type="submit" className="shop-button" aria-busy={pending || undefined}>
          {t("Send reset link")}
        </button>
        <ShopLink className="shop-link" href={localize("/login")}>
          {t("Back to login")}
        </ShopLink>
      </div>
    </form>
  );
}

function NewPasswordForm({ link }: { link: ResetLink }) {
  const t = useTranslate();
  const { localize } = useShop();
  const navigate = useNavigate();
  const dispatch = useUserDispatch();
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const errors = submitted ? newPasswordErrors(password, repeat) : {};
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    if (Object.keys(newPasswordErrors(password, repeat)).length > 0) return;
    setPending(true);
    dispatch(createPassword({ email: link.email, newPassword: password, resetToken: link.token }))
      .unwrap()
      .then((outcome) => {
        // Done: @shop/user has shown 'Password has successfully been changed' and the shopper logs in
        // with it; a refusal (a used or wrong token) or offline it has shown as a notification.
        if (outcome.done) void navigate(localize("/login"), { replace: true });
      })
      .catch(() => undefined)
      .finally(() => setPending(false));
  };
  return (
    <form className="shop-account-form shop-account-section" onSubmit={submit} noValidate aria-labelledby="new-password-title" aria-busy={pending || undefined}>
      <h1 id="new-password-title">{t("Choose a new password")}</h1>
      <p>{link.email}</p>
      <TextField label="New password" name="new-password" type="password" autoComplete="new-password" required value={password} onChange={setPassword} error={errors.password ?? null} readOnly={pending} />
      <TextField label="Repeat password" name="repeat-password" type="password" autoComplete="new-password" required value={repeat} onChange={setRepeat} error={errors.repeat ?? null} readOnly={pending} />
      <div className="shop-account-actions">
        <button type="submit" className="shop-button" aria-busy={pending || undefined}>
          {t("Confirm")}
        </button>
        <ShopLink className="shop-link" href={localize("/password/reset")}>
          {t("Reset password")}
        </ShopLink>
      </div>
    </form>
  );
}
