export const agreementStorageKey = 'hasAgreedToTerms';

export const hasAgreedToDownloadTerms = () => localStorage.getItem(agreementStorageKey) === 'true';
export const rememberDownloadAgreement = () => localStorage.setItem(agreementStorageKey, 'true');

function clickDownloadLink(href: string, fileName: string) {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/**
 * Downloads the image through an <a download>. The images live on the portal's origin, and browsers
 * ignore `download` on cross-origin links, so the file is fetched (CORS allowed) into a blob URL first.
 */
export async function downloadImage(url: string, fileName: string): Promise<void> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const objectUrl = URL.createObjectURL(await response.blob());
    clickDownloadLink(objectUrl, fileName);
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  } catch {
    clickDownloadLink(url, fileName);
  }
}

export function fileNameFor(url: string, id: string): string {
  const extension = /\.([a-z0-9]+)(?:\?.*)?$/i.exec(url)?.[1] ?? 'svg';
  return `${id}.${extension}`;
}
