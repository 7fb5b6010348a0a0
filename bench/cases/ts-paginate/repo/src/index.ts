export { decodeCursor, encodeCursor, InvalidCursor } from "./cursor.js";
export { DEFAULT_LIMIT, paginate, type Page, type PageRequest } from "./paginate.js";
