// The reason phrase of each HTTP status the service's error bodies name: the Management API's `error`, the My
// Account API's problem `title`.

const STATUS_TEXT: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};

/** The reason phrase of `status`; `Error` for one no answer of the service uses. */
export function statusText(status: number): string {
  return STATUS_TEXT[status] ?? 'Error';
}
