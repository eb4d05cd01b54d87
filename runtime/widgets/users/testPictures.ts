/** A small blue PNG (8 × 8 px) for the avatar tests: real picture bytes the server can read and resize. */
export const SMALL_PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWMwTjuDFTEMLQkAuYZZQQ0kCIcAAAAASUVORK5CYII='), (c) => c.charCodeAt(0));
