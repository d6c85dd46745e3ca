/** An address as logs may show it: first letter and domain only (`a***@gmail.com`). */
export function maskAddress(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
