import { formRoute } from "@/site/forms/form-page";

export const revalidate = 3600;
export const generateStaticParams = async () => [];
export const generateMetadata = formRoute.generateMetadata;
export default formRoute.Page;
