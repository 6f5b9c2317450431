import "server-only";
import type { PersonDetail, PersonItem } from "@schemas/api/programme-details";
import type { Locale } from "@schemas/rules/localized";
import { routePath } from "@/i18n/routes";
import { getT } from "@/i18n/translate";
import { Picture } from "../media/picture";
import { PageHeader } from "../shell/page-header";
import { Contributors, DateList, DetailSection } from "./detail-parts";
import { RichText } from "./rich-text";
import styles from "./detail.module.css";

/** The team (ensemble) overview: every person online, portrait, name and role. */
export function TeamListPage({ lang, people }: { lang: Locale; people: PersonItem[] }) {
  const title = getT(lang)("routes:titles.team");
  return (
    <div className={styles.page}>
      <PageHeader lang={lang} title={title} trail={[{ id: -1, title, url: routePath("team", lang) }]} />
      <Contributors people={people} />
    </div>
  );
}

/** A person: portrait, biography, upcoming dates, productions and stories. */
export function PersonPage({ lang, person }: { lang: Locale; person: PersonDetail }) {
  const t = getT(lang);
  const team = t("routes:titles.team");
  return (
    <article className={styles.page} data-person-id={person.id}>
      <PageHeader lang={lang} title={person.name}
        trail={[{ id: -2, title: team, url: routePath("team", lang) }, { id: person.id, title: person.name, url: person.url }]}
        intro={person.role ? <p>{person.role}</p> : undefined} />
      {person.image && <Picture image={person.image} sizes="16rem" className={styles.portrait} priority />}
      {person.biography && <DetailSection id="biography" title={t("programme:detail.biography")}><RichText html={person.biography} /></DetailSection>}
      {person.events.length > 0 && <DetailSection id="events" title={t("programme:detail.events")}><DateList events={person.events} lang={lang} /></DetailSection>}
      {person.productions.length > 0 && (
        <DetailSection id="productions" title={t("programme:detail.productions")}>
          <ul>{person.productions.map((item) => <li key={item.id}><a href={item.url}>{item.name}</a>{item.role && ` — ${item.role}`}</li>)}</ul>
        </DetailSection>
      )}
      {person.articles.length > 0 && (
        <DetailSection id="articles" title={t("programme:detail.articles")}>
          <ul>{person.articles.map((item) => <li key={item.id}><a href={item.url}>{item.name}</a></li>)}</ul>
        </DetailSection>
      )}
    </article>
  );
}
