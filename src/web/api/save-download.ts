/** Saves a downloaded file under its name, as the browser saves a link's download. */
export function saveDownload(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once clicked; the address can go on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
