import address from './address.ts';
import auth from './auth.ts';
import bill from './bill.ts';
import birthday from './birthday.ts';
import care from './care.ts';
import cart from './cart.ts';
import debugbar from './debugbar.ts';
import delivery from './delivery.ts';
import dialogs from './dialogs.ts';
import errors from './errors.ts';
import faq from './faq.ts';
import feedback from './feedback.ts';
import filials from './filials.ts';
import grades from './grades.ts';
import kiosk from './kiosk.ts';
import menu from './menu.ts';
import orders from './orders.ts';
import preorder from './preorder.ts';
import profile from './profile.ts';
import repeat from './repeat.ts';
import scanner from './scanner.ts';
import typ from './typ.ts';
import validation from './validation.ts';
import visual from './visual.ts';

/** The Kazakh texts no first Home needs (first.ts has the others): loaded after the first content, or with a route's chunk. */
export default {
  address,
  auth,
  bill,
  birthday,
  care,
  cart,
  debugbar,
  delivery,
  dialogs,
  errors,
  faq,
  feedback,
  filials,
  grades,
  kiosk,
  menu,
  orders,
  preorder,
  profile,
  repeat,
  scanner,
  typ,
  validation,
  visual,
};
