/** A multipart/form-data body with one file part named `file`, as a browser's FormData sends it. */
export function multipartFile(file: Buffer, filename = 'a.png', contentType = 'image/png') {
  const boundary = '----kairos-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
