import { methodNotAllowed, notFound } from "./http/responses";
import type { Handler, Method, Middleware, Request, Response } from "./http/types";
import { compile, type Pattern } from "./pattern";

interface Route {
  method: Method;
  pattern: Pattern;
  handler: Handler;
}

export class Router {
  private readonly routes: Route[] = [];
  private readonly middleware: Middleware[] = [];

  use(middleware: Middleware): this {
    this.middleware.push(middleware);
    return this;
  }

  add(method: Method, path: string, handler: Handler): this {
    this.routes.push({ method, pattern: compile(path), handler });
    return this;
  }

  get(path: string, handler: Handler): this {
    return this.add("GET", path, handler);
  }

  post(path: string, handler: Handler): this {
    return this.add("POST", path, handler);
  }

  put(path: string, handler: Handler): this {
    return this.add("PUT", path, handler);
  }

  patch(path: string, handler: Handler): this {
    return this.add("PATCH", path, handler);
  }

  delete(path: string, handler: Handler): this {
    return this.add("DELETE", path, handler);
  }

  async handle(req: Request): Promise<Response> {
    const chain = [...this.middleware];
    const next = async (): Promise<Response> => {
      const middleware = chain.shift();
      return middleware ? middleware(req, next) : this.dispatch(req);
    };
    return next();
  }

  private async dispatch(req: Request): Promise<Response> {
    const allowed: Method[] = [];
    for (const route of this.routes) {
      const params = route.pattern.match(req.path);
      if (params === null) {
        continue;
      }
      if (route.method === req.method || (req.method === "HEAD" && route.method === "GET")) {
        return route.handler(req, params);
      }
      allowed.push(route.method);
    }
    return allowed.length > 0 ? methodNotAllowed(allowed) : notFound();
  }
}
