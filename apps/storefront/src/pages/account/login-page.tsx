import { LoginForm, RegisterForm, useTranslate, type RegisterSubmission } from "@shop/ui";
import { serverMessageOf } from "@shop/user";
import { useLogin, useRegister } from "@shop/user/react";
import { useEffect, useState } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useShop } from "../../app/shop-context";
import { PageHead } from "../../head/PageHead";
import { REDIRECT_PARAM, safeRedirectPath } from "./login-redirect";
import { useAccountAccessState } from "./use-account-access";
import "./account.css";

/** /login?register=1 shows the register form; the page to come back to stays in the query. */
const REGISTER_PARAM = "register";

function switchHref(loginPath: string, params: URLSearchParams, register: boolean): string {
  const next = new URLSearchParams(params);
  if (register) next.set(REGISTER_PARAM, "1");
  else next.delete(REGISTER_PARAM);
  const query = next.toString();
  return query === "" ? loginPath : `${loginPath}?${query}`;
}

/**
 * /login (presentation-content.md §2): the login form, or the register form; after either the
 * shopper goes to the page that asked for the login, else /my-account. @shop/user logs in and
 * @shop/cart merges the guest cart on `userLoggedIn` (quantities once).
 */
export function Page() {
  const t = useTranslate();
  const { localize } = useShop();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const login = useLogin();
  const register = useRegister();
  const access = useAccountAccessState();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const registering = params.get(REGISTER_PARAM) === "1";
  const target = safeRedirectPath(params.get(REDIRECT_PARAM), localize("/my-account"));
  const loginPath = localize("/login");

  // A customer who is already logged in has nothing to do here.
  useEffect(() => {
    if (access === "customer" && !pending) void navigate(target, { replace: true });
  }, [access, pending, navigate, target]);

  // The other form starts without the last refusal.
  useEffect(() => setError(null), [registering]);

  const run = async (attempt: () => Promise<unknown>) => {
    setPending(true);
    setError(null);
    try {
      await attempt();
      await navigate(target, { replace: true });
    } catch (failure) {
      setError(serverMessageOf(failure));
    } finally {
      setPending(false);
    }
  };

  const onRegister = (customer: RegisterSubmission) =>
    void run(() => register({ customer: { email: customer.email, firstname: customer.firstname, lastname: customer.lastname }, password: customer.password }));

  return (
    <div className="shop-account-single">
      <PageHead title={t(registering ? "Create an account" : "Log in")} noindex />
      {registering ? (
        <RegisterForm key="register" headingLevel={1} onSubmit={onRegister} pending={pending} error={error} loginHref={switchHref(loginPath, params, false)} />
      ) : (
        <LoginForm
          key="login"
          headingLevel={1}
          onSubmit={({ email, password }) => void run(() => login(email, password))}
          pending={pending}
          error={error}
          resetPasswordHref={localize("/password/reset")}
          registerHref={switchHref(loginPath, params, true)}
        />
      )}
    </div>
  );
}
