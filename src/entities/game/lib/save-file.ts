/**
 * Saves text as a file through the browser's download (an object URL on a temporary link): the
 * file is built on the client, nothing is sent anywhere.
 */
export const saveTextFile = (text: string, fileName: string, type: string): void => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL is released once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
