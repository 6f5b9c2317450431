import { detailRoute } from "@/site/programme/detail-route";
import { getCachedPerson } from "@/site/programme/get-details";
import { PersonPage } from "@/site/programme/team-pages";

export const revalidate = 300;
export const generateStaticParams = async () => [];
const route = detailRoute("person", getCachedPerson, (lang, person) => <PersonPage lang={lang} person={person} />);
export const generateMetadata = route.generateMetadata;
export default route.Page;
