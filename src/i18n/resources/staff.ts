import { editor as editorDe } from "./de/editor";
import { editor as editorEn } from "./en/editor";
import { editorSettings as editorSettingsDe } from "./de/editorSettings";
import { editorSettings as editorSettingsEn } from "./en/editorSettings";
import { finders as findersDe } from "./de/finders";
import { finders as findersEn } from "./en/finders";
import { clipboard as clipboardDe } from "./de/clipboard";
import { clipboard as clipboardEn } from "./en/clipboard";
import { files as filesDe } from "./de/files";
import { files as filesEn } from "./en/files";
import { dashboard as dashboardDe } from "./de/dashboard";
import { dashboard as dashboardEn } from "./en/dashboard";
import { entities as entitiesDe } from "./de/entities";
import { entities as entitiesEn } from "./en/entities";
import { outbox as outboxDe } from "./de/outbox";
import { outbox as outboxEn } from "./en/outbox";
import { formsAdmin as formsAdminDe } from "./de/formsAdmin";
import { formsAdmin as formsAdminEn } from "./en/formsAdmin";
import { userAdmin as userAdminDe } from "./de/userAdmin";
import { userAdmin as userAdminEn } from "./en/userAdmin";

/**
 * The editors' namespaces: the in-page editor's and the dashboard's texts. Apart from the
 * visitors' resources (./index.ts) so that no visitor bundle carries them.
 */
export const staffResources = {
  de: { editor: editorDe, editorSettings: editorSettingsDe, finders: findersDe, clipboard: clipboardDe, files: filesDe, dashboard: dashboardDe, entities: entitiesDe, outbox: outboxDe, formsAdmin: formsAdminDe, userAdmin: userAdminDe },
  en: { editor: editorEn, editorSettings: editorSettingsEn, finders: findersEn, clipboard: clipboardEn, files: filesEn, dashboard: dashboardEn, entities: entitiesEn, outbox: outboxEn, formsAdmin: formsAdminEn, userAdmin: userAdminEn },
};
