export { LoginForm, type LoginFormProps } from "./LoginForm";
export { validateLogin, type LoginValues, type LoginErrors } from "./rules/login-rules";
