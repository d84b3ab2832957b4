import type { Language } from '../../protocol.ts';
import type { ScannerTexts } from './scanner-types.ts';

/** The scanner's own texts: the bridge does not import the app's i18n, and callers may override any of them. */
export const SCANNER_TEXTS: Record<Language, ScannerTexts> = {
  kk: {
    qrTitle: 'QR кодты сканерлеңіз',
    barcodeTitle: 'Штрихкодты сканерлеңіз',
    hint: 'Камераны кодқа бағыттаңыз',
    cancel: 'Бас тарту',
    manualLabel: 'Кодты қолмен енгізіңіз',
    manualSubmit: 'Дайын',
    starting: 'Камера қосылуда…',
    cameraDenied: 'Камераға рұқсат жоқ. Баптаулардан рұқсат беріңіз немесе кодты қолмен енгізіңіз.',
    cameraMissing: 'Камера табылмады. Кодты қолмен енгізіңіз.',
    scannerFailed: 'Сканер іске қосылмады. Кодты қолмен енгізіңіз.',
  },
  ru: {
    qrTitle: 'Отсканируйте QR-код',
    barcodeTitle: 'Отсканируйте штрихкод',
    hint: 'Наведите камеру на код',
    cancel: 'Отмена',
    manualLabel: 'Введите код вручную',
    manualSubmit: 'Готово',
    starting: 'Включаем камеру…',
    cameraDenied: 'Нет доступа к камере. Разрешите его в настройках или введите код вручную.',
    cameraMissing: 'Камера не найдена. Введите код вручную.',
    scannerFailed: 'Сканер не запустился. Введите код вручную.',
  },
  en: {
    qrTitle: 'Scan the QR code',
    barcodeTitle: 'Scan the barcode',
    hint: 'Point the camera at the code',
    cancel: 'Cancel',
    manualLabel: 'Enter the code manually',
    manualSubmit: 'Done',
    starting: 'Starting the camera…',
    cameraDenied: 'Camera access is denied. Allow it in the settings, or enter the code manually.',
    cameraMissing: 'No camera found. Enter the code manually.',
    scannerFailed: 'The scanner could not start. Enter the code manually.',
  },
  ka: {
    qrTitle: 'დაასკანერეთ QR კოდი',
    barcodeTitle: 'დაასკანერეთ შტრიხკოდი',
    hint: 'მიმართეთ კამერა კოდისკენ',
    cancel: 'გაუქმება',
    manualLabel: 'შეიყვანეთ კოდი ხელით',
    manualSubmit: 'მზადაა',
    starting: 'კამერა ირთვება…',
    cameraDenied: 'კამერაზე წვდომა არ არის. დაუშვით ის პარამეტრებში ან შეიყვანეთ კოდი ხელით.',
    cameraMissing: 'კამერა ვერ მოიძებნა. შეიყვანეთ კოდი ხელით.',
    scannerFailed: 'სკანერი ვერ ჩაირთო. შეიყვანეთ კოდი ხელით.',
  },
};
