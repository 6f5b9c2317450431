import { SearchPage, searchMetadata } from "@/site/search/search-page";

// The HTML is the same for every query (q is read in the browser), so it is cached (000 §2).
export const revalidate = 3600;
export const generateStaticParams = async () => [];
export const generateMetadata = searchMetadata;
export default SearchPage;
