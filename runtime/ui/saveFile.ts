/** Hands a downloaded file to the browser as a download (the API call needs the token, so a plain link cannot). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser the moment it needs to start the download before the address goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
