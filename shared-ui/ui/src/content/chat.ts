/** A chat-app message link for a phone number (digits only), with optional pre-filled text. */
export function chatLink(number: string, text?: string): string {
  const digits = number.replace(/\D/g, '');
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}

/** A tel: link for a displayed phone number. */
export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
