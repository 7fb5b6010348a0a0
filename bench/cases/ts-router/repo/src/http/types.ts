export type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS";

export interface Request {
  method: Method;
  path: string;
  headers: Record<string, string>;
  query: URLSearchParams;
  body?: string;
}

export interface Response {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export type Params = Record<string, string>;

export type Handler = (req: Request, params: Params) => Response | Promise<Response>;

export type Next = () => Promise<Response>;

export type Middleware = (req: Request, next: Next) => Response | Promise<Response>;
