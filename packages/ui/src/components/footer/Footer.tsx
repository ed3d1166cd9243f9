import { useId, type ReactNode } from "react";
import { Wordmark } from "../../internal/logo";
import { ShopLink } from "../../link/ShopLink";
import { useTranslate } from "../../text/text-context";
import { NewsletterForm, type NewsletterFormProps } from "../newsletter-form/NewsletterForm";
import { PAYMENT_METHODS, PaymentIcon, type PaymentMethod } from "./PaymentIcons";

export interface FooterLinkColumn {
  title: string;
  links: readonly { label: string; href: string }[];
}

export interface CopyrightItem {
  text: string;
  href?: string;
}

export interface FooterProps {
  homeHref: string;
  logo?: ReactNode;
  /** The newsletter block: content texts (newsletterTitle, newsletterSubtitle) and the subscribe callback. */
  newsletter?: { title: string; subtitle?: string; onSubscribe: NewsletterFormProps["onSubscribe"] };
  linkColumns: readonly FooterLinkColumn[];
  paymentMethods?: readonly PaymentMethod[];
  copyright: readonly CopyrightItem[];
}

/** The footer (presentation-content.md §2): logo, newsletter block, link columns, payment icons, copyright items. */
export function Footer({ homeHref, logo, newsletter, linkColumns, paymentMethods = PAYMENT_METHODS, copyright }: FooterProps) {
  const t = useTranslate();
  const newsletterTitleId = useId();
  return (
    <footer className="shop-footer">
      <div className="shop-footer__top">
        <ShopLink className="shop-footer__logo" href={homeHref}>
          {logo ?? <Wordmark />}
        </ShopLink>
        {newsletter && (
          <section className="shop-footer__newsletter" aria-labelledby={newsletterTitleId}>
            <h2 id={newsletterTitleId} className="shop-footer__title">
              {newsletter.title}
            </h2>
            {newsletter.subtitle && <p className="shop-footer__subtitle">{newsletter.subtitle}</p>}
            <NewsletterForm onSubscribe={newsletter.onSubscribe} />
          </section>
        )}
      </div>
      <div className="shop-footer__columns">
        {/* Keyed by position here and below: content repeats titles, hrefs and texts, and duplicate keys leave old items behind after an update. */}
        {linkColumns.map((column, columnIndex) => (
          <nav key={columnIndex} className="shop-footer__column" aria-label={column.title}>
            <h2 className="shop-footer__heading">{column.title}</h2>
            <ul>
              {column.links.map((link, index) => (
                <li key={index}>
                  <ShopLink href={link.href}>
                    {link.label}
                  </ShopLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="shop-footer__bottom">
        <ul className="shop-footer__payments" aria-label={t("Payment methods")}>
          {paymentMethods.map((method, index) => (
            <li key={index}>
              <PaymentIcon method={method} />
            </li>
          ))}
        </ul>
        <ul className="shop-footer__copyright">
          {copyright.map((item, index) => (
            <li key={index}>
              {item.href ? (
                <ShopLink href={item.href}>
                  {item.text}
                </ShopLink>
              ) : (
                item.text
              )}
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
