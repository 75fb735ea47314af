// The settings generation runs with (config_settings, owned here), their history of formulas, and
// the formula check: what the rest of the server may use of them.
export { settingsRoutes } from './settings.routes';
export { configRow, ensureDefaultConfig, publicationEmailsEnabled, updateConfig } from './settings.service';
export { compileOrRefuse } from './formula-compile';
