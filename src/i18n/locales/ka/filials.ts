import type { CatalogueShape } from '../../catalogue.ts';
import type en from '../en/filials.ts';

export default {
  brand: {
    title: 'ბრენდები',
    choose: 'აირჩიეთ ბრენდი მისი დაწესებულებების სანახავად',
    toBrands: 'ბრენდის არჩევა',
    venues: '{{brand}} — დაწესებულებები',
    bookTable: 'მაგიდის დაჯავშნა',
  },
  booking: {
    title: 'მაგიდის დაჯავშნა',
    hint: 'დაწესებულებები თქვენთან ახლოს, სადაც მაგიდასთან დაჯდომა შეიძლება',
    needsLocation: 'დასაჯავშნი დაწესებულებების საჩვენებლად თქვენი მდებარეობა გვჭირდება',
  },
  map: {
    title: 'რუკა',
    label: 'დაწესებულებების რუკა',
    loading: 'რუკა იტვირთება…',
    failed: 'რუკის ჩატვირთვა ვერ მოხერხდა',
    inArea_one: 'ამ არეალში {{count}} დაწესებულებაა',
    inArea_other: 'ამ არეალში {{count}} დაწესებულებაა',
    open: 'დაწესებულების გახსნა',
    you: 'თქვენ აქ ხართ',
    zoomIn: 'გადიდება',
    zoomOut: 'დაპატარავება',
    attribution: 'რუკა: ქვიშის ყუთის ფილები',
  },
} satisfies CatalogueShape<typeof en>;
