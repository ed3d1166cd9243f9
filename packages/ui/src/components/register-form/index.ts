export { RegisterForm, type RegisterFormProps, type RegisterSubmission } from "./RegisterForm";
export { validateRegister, type RegisterValues, type RegisterErrors } from "./rules/register-rules";
