import { useId, useState, type FormEvent } from "react";
import { Sidebar } from "../sidebar/Sidebar";
import { useTranslate } from "../../text/text-context";

export interface LanguageChoice {
  storeCode: string;
  /** The store view's i18n.fullLanguageName, shown as given (each in its own language). */
  label: string;
  /** BCP 47 language of the label, so screen readers pronounce it right. */
  lang?: string;
}

export interface LanguageSidebarProps {
  open: boolean;
  stores: readonly LanguageChoice[];
  currentStoreCode: string;
  /** Apply pressed with a store view chosen; the container redirects (presentation-content.md §2). */
  onApply: (storeCode: string) => void;
  onClose: () => void;
}

/**
 * 'Choose your language': a store selector with radio choices and an Apply button
 * (presentation-content.md §2). The choice lives in the panel, mounted only while open, so
 * each opening starts from the current store view.
 */
export function LanguageSidebar({ open, ...panel }: LanguageSidebarProps) {
  return open ? <LanguagePanel {...panel} /> : null;
}

function LanguagePanel({ stores, currentStoreCode, onApply, onClose }: Omit<LanguageSidebarProps, "open">) {
  const t = useTranslate();
  const [chosen, setChosen] = useState(currentStoreCode);
  const formId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(chosen);
  };
  return (
    <Sidebar
      open
      onClose={onClose}
      title={t("Choose your language")}
      footer={
        <button type="submit" form={formId} className="shop-button shop-button--block">
          {t("Apply")}
        </button>
      }
    >
      <form id={formId} onSubmit={submit}>
        <fieldset className="shop-choices">
          <legend className="shop-visually-hidden">{t("Choose your language")}</legend>
          {stores.map((store) => (
            <label key={store.storeCode} className="shop-choice">
              <input
                type="radio"
                name="store"
                value={store.storeCode}
                checked={chosen === store.storeCode}
                onChange={() => setChosen(store.storeCode)}
                className="shop-choice__input"
              />
              <span lang={store.lang}>{store.label}</span>
            </label>
          ))}
        </fieldset>
      </form>
    </Sidebar>
  );
}
