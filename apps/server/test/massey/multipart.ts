/** A multipart/form-data body for app.inject: text fields and files (name, filename, content). */
export function multipartBody(
  fields: Record<string, string>,
  files: { field: string; filename: string; content: string | Buffer; type?: string }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----massey-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type ?? 'text/csv'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A ratings table of every team given, alternately strong and weak, with a home advantage. */
export function ratingsCsv(teams: readonly string[], extra: string[] = []): string {
  const rows = teams.map((team, i) => `${i + 1},${team},${i % 2 === 0 ? 9 - i / 10 : -9 + i / 10},2.5`);
  return ['Rank,Team,Rating,HFA', ...rows, ...extra].join('\n');
}
