/**
 * A guest's phone grouped as people write it in Kazakhstan (+7 701 000 00 01) and Georgia
 * (+995 599 00 00 03, +995 32 250 00 00). The API gives users' phones as bare digits after a plus. Kazakh
 * landlines (71x, 72x) have area codes of three to five digits, and a number of another country or length
 * has its own rules: those are shown as they came, since a wrong grouping reads worse than none.
 */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const kazakhMobile = /^7(7[03-9]\d)(\d{3})(\d{2})(\d{2})$/.exec(digits);
  if (kazakhMobile) return `+7 ${kazakhMobile.slice(1).join(' ')}`;
  // Tbilisi's area code has two digits (32 2XX XX XX); mobiles and the other towns' codes three (599 00 00 03).
  const georgian =
    /^995(32)(\d{3})(\d{2})(\d{2})$/.exec(digits) ?? /^995(\d{3})(\d{2})(\d{2})(\d{2})$/.exec(digits);
  if (georgian) return `+995 ${georgian.slice(1).join(' ')}`;
  return phone;
}
