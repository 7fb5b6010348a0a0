export { Router } from "./router";
export { compile, type Pattern } from "./pattern";
export { json, text, notFound, methodNotAllowed } from "./http/responses";
export { logger, type LogLine } from "./middleware/logger";
export type { Handler, Method, Middleware, Next, Params, Request, Response } from "./http/types";
