/**
 * An error the host answers with its own HTTP status and message (`handleApi` in
 * `app/api.server.ts` turns any of them into `{ error }`); the subclasses name the cases models
 * throw, so callers can also tell them apart (`instanceof ConflictError`).
 */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** A record does not exist, or the user may not see it (the host answers 404 either way). */
export class NotFoundError extends HttpStatusError {
  constructor(message: string) {
    super(404, message);
  }
}

/** The request is well formed but conflicts with stored data (the host answers 409). */
export class ConflictError extends HttpStatusError {
  constructor(message: string) {
    super(409, message);
  }
}

/** The record is visible to the user but only its owner may change it (the host answers 403). */
export class ForbiddenError extends HttpStatusError {
  constructor(message: string) {
    super(403, message);
  }
}

/** The request names something it may not (an id that is not of this argument): a 400. */
export class BadRequestError extends HttpStatusError {
  constructor(message: string) {
    super(400, message);
  }
}
