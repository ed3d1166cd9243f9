import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState, type FormEvent } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { CheckboxField } from "./CheckboxField";
import {
  nameMinLength,
  passwordCharacterClasses,
  passwordMinLength,
  quantityPositiveInteger,
  quantityWithinStock,
  requiredField,
  termsAccepted,
  validate,
  validEmail,
  validPhone,
  zipCodeMinLength,
  type ValidationMessage,
  type Validator,
} from "./rules/validators";
import { TextField } from "./TextField";
import { padded } from "../../fixtures/story-frame";

const meta = {
  title: "Forms/Text field",
  component: TextField,
  args: { label: "E-mail address", name: "email", type: "email", value: "", onChange: fn(), autoComplete: "email" },
  decorators: [padded(420)],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { required: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "E-mail address" });
    await expect(input).toBeRequired();
    await expect(input).not.toHaveAttribute("aria-invalid");
    await userEvent.type(input, "a");
    await expect(args.onChange).toHaveBeenCalledWith("a");
  },
};

export const WithError: Story = {
  args: { value: "ann@", error: { key: "Please provide an valid e-mail address" } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    // The error is read with the field.
    await expect(input).toHaveAccessibleDescription("Please provide an valid e-mail address");
  },
};

export const WithHint: Story = {
  args: { label: "Phone", name: "phone", type: "tel", value: "", hint: "Please provide a valid phone number." },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("textbox", { name: "Phone" })).toHaveAccessibleDescription("Please provide a valid phone number.");
  },
};

export const Disabled: Story = { args: { value: "ann@shop.example", disabled: true } };

export const GermanError: Story = {
  globals: { locale: "de-DE" },
  args: { label: "Postcode", name: "postcode", type: "text", value: "12", error: { key: "Zip code must have at least 3 letters." } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox");
    // The error is rendered, tied to the field and read in German (the de-DE catalogue).
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveAccessibleDescription("Die Postleitzahl muss mindestens 3 Zeichen haben.");
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: "mobile320" } },
  args: { value: "a.very.long.address.for.a.narrow.screen@shop.example", error: { key: "Please provide an valid e-mail address" } },
};

export const Checkbox: StoryObj<typeof CheckboxField> = {
  render: function Render() {
    const [checked, setChecked] = useState(false);
    return (
      <CheckboxField
        label="I accept the terms and conditions"
        name="terms"
        checked={checked}
        onChange={setChecked}
        required
        error={termsAccepted(checked)}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole("checkbox", { name: "I accept the terms and conditions" });
    await expect(box).toHaveAccessibleDescription("You must accept the terms and conditions.");
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await expect(box).not.toHaveAttribute("aria-invalid");
  },
};

type AddressValues = { firstName: string; lastName: string; postcode: string; phone: string; email: string; password: string; quantity: string; terms: boolean };

const RULES: { [K in keyof AddressValues]: Validator<AddressValues[K]>[] } = {
  firstName: [requiredField(), nameMinLength(2)],
  lastName: [requiredField(), nameMinLength(3)],
  postcode: [requiredField(), zipCodeMinLength],
  phone: [validPhone],
  email: [requiredField(), validEmail],
  password: [requiredField("Field is required"), passwordMinLength, passwordCharacterClasses],
  quantity: [requiredField(), quantityPositiveInteger, quantityWithinStock(3)],
  terms: [termsAccepted],
};

function errorsOf(values: AddressValues): Partial<Record<keyof AddressValues, ValidationMessage>> {
  const errors: Partial<Record<keyof AddressValues, ValidationMessage>> = {};
  for (const key of Object.keys(RULES) as (keyof AddressValues)[]) {
    const error = validate(values[key] as never, RULES[key] as Validator<never>[]);
    if (error) errors[key] = error;
  }
  return errors;
}

/** A form composed of the fields and validators: errors show after a field is left or on submit. */
function ValidatedForm({ onSubmit }: { onSubmit: (values: AddressValues) => void }) {
  const [values, setValues] = useState<AddressValues>({ firstName: "", lastName: "", postcode: "", phone: "", email: "", password: "", quantity: "1", terms: false });
  const [touched, setTouched] = useState<Partial<Record<keyof AddressValues, boolean>>>({});
  const errors = errorsOf(values);
  const shown = (key: keyof AddressValues) => (touched[key] ? errors[key] : null);
  const text = (key: Exclude<keyof AddressValues, "terms">, label: string, extra: { type?: "text" | "email" | "password" | "tel"; autoComplete?: string } = {}) => (
    <TextField
      label={label}
      name={key}
      value={values[key]}
      required={RULES[key].length > 0 && key !== "phone"}
      error={shown(key)}
      onChange={(value) => setValues((current) => ({ ...current, [key]: value }))}
      onBlur={() => setTouched((current) => ({ ...current, [key]: true }))}
      {...extra}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched({ firstName: true, lastName: true, postcode: true, phone: true, email: true, password: true, quantity: true, terms: true });
    if (Object.keys(errors).length === 0) onSubmit(values);
  };
  return (
    <form className="shop-form-fields" onSubmit={submit} noValidate>
      {text("firstName", "First name", { autoComplete: "given-name" })}
      {text("lastName", "Last name", { autoComplete: "family-name" })}
      {text("postcode", "Postcode", { autoComplete: "postal-code" })}
      {text("phone", "Phone", { type: "tel", autoComplete: "tel" })}
      {text("email", "E-mail address", { type: "email", autoComplete: "email" })}
      {text("password", "New password", { type: "password", autoComplete: "new-password" })}
      {text("quantity", "Quantity")}
      <CheckboxField
        label="I accept the terms and conditions"
        name="terms"
        checked={values.terms}
        required
        error={shown("terms")}
        onChange={(terms) => setValues((current) => ({ ...current, terms }))}
      />
      <button type="submit">Confirm</button>
    </form>
  );
}

export const ValidatedFormMessages: StoryObj<typeof ValidatedForm> = {
  render: (args) => <ValidatedForm {...args} />,
  args: { onSubmit: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "First name" }), "A");
    await userEvent.type(canvas.getByRole("textbox", { name: "Last name" }), "Li");
    await userEvent.type(canvas.getByRole("textbox", { name: "Postcode" }), "10");
    await userEvent.type(canvas.getByRole("textbox", { name: "Phone" }), "12ab");
    await userEvent.type(canvas.getByRole("textbox", { name: "E-mail address" }), "ann@");
    await userEvent.type(canvas.getByLabelText(/New password/), "abcdefgh");
    const quantity = canvas.getByRole("textbox", { name: "Quantity" });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, "5");
    await userEvent.click(canvas.getByRole("button", { name: "Confirm" }));
    // presentation-content.md §5: each field shows its spec message.
    for (const message of [
      "Name must have at least 2 letters.",
      "Name must have at least 3 letters.",
      "Zip code must have at least 3 letters.",
      "Please provide a valid phone number.",
      "Please provide an valid e-mail address",
      "Password must contain at least 3 different character classes: lower case, upper case, digits, special characters.",
      "Quantity must be below the available stock of 3.",
      "You must accept the terms and conditions.",
    ]) {
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(canvas.getByRole("textbox", { name: "First name" })).toHaveAttribute("aria-invalid", "true");
  },
};
