import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/scanner.ts';

export default {
  barcode: {
    title: 'Штрихкодты сканерлеңіз',
    hint: 'Камераны тауардың штрихкодына бағыттаңыз',
    enterManually: 'Қолмен енгізу',
    scan: 'Штрихкодты сканерлеу',
    unavailable: '«{{name}}» қазір сатып алу мүмкін емес',
  },
  manual: {
    title: 'Штрихкодты енгізіңіз',
    label: 'Штрихкод',
    placeholder: '8 немесе 13 цифр',
    submit: 'Тауарды табу',
  },
  qr: {
    title: 'QR-кодты сканерлеңіз',
    hint: 'Камераны үстеліңіздегі QR-кодқа бағыттаңыз',
  },
  camera: {
    deniedTitle: 'Камераға рұқсат жоқ',
    deniedText: 'Кодтарды сканерлеу үшін баптауларда камераға рұқсат беріңіз',
    unavailable: 'Бұл құрылғыда камера қолжетімсіз',
  },
  fridge: {
    unlock: 'Тоңазытқышты ашу',
    unlocking: 'Тоңазытқышты ашып жатырмыз…',
    unlocked: 'Тоңазытқыш ашық. Тауарларды алып, есікті жабыңыз.',
    how: 'Тоңазытқышты ашып, қалағаныңызды алыңыз, әр тауардың штрихкодын сканерлеп, себетте төлеңіз.',
    signIn: 'Тоңазытқышты ашу үшін кіріңіз',
  },
} satisfies CatalogueShape<typeof en>;
