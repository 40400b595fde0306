// Streams of text chunks (files made a chunk at a time: backups, exports).

/** `head`, then the rest of the stream: a first chunk already read put back in front. */
export async function* prepend(head: string, rest: AsyncGenerator<string>): AsyncGenerator<string> {
  yield head;
  yield* rest;
}

/** A file made a chunk at a time, with the name it is offered under. */
export interface NamedFile {
  name: string;
  /** The file's text, a chunk at a time. */
  chunks: AsyncGenerator<string>;
}
