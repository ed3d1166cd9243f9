export { createServer, type CreateServerOptions, type ShopServer } from "./server";
export { apiConfigFromEnv, apiConfigSchema, createApiConfig, DEFAULT_DATA_DIR, type ApiConfig, type ApiConfigInput } from "./config";
export { consoleMailer, type Mail, type Mailer } from "./services";
export { DEMO_CUSTOMERS, DEMO_PASSWORD } from "./seed/customers";
export { SEARCH_SERVICE_PATH } from "./search-service/routes";
