/** A file of a form: its field's name, the file's name and type, and its bytes. */
export interface FormFile {
  field: string;
  name: string;
  type: string;
  content: Buffer;
}

/** A multipart/form-data body as a browser would send it: text fields, then files. */
export function multipart(
  fields: Record<string, string>,
  files: FormFile[],
  boundary = `----thikana${Math.random().toString(16).slice(2)}`,
) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}
