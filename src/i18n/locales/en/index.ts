import address from './address.ts';
import auth from './auth.ts';
import bill from './bill.ts';
import care from './care.ts';
import birthday from './birthday.ts';
import cart from './cart.ts';
import common from './common.ts';
import debugbar from './debugbar.ts';
import delivery from './delivery.ts';
import dialogs from './dialogs.ts';
import errors from './errors.ts';
import faq from './faq.ts';
import feedback from './feedback.ts';
import filials from './filials.ts';
import grades from './grades.ts';
import home from './home.ts';
import kiosk from './kiosk.ts';
import menu from './menu.ts';
import nav from './nav.ts';
import offline from './offline.ts';
import orders from './orders.ts';
import places from './places.ts';
import preorder from './preorder.ts';
import profile from './profile.ts';
import repeat from './repeat.ts';
import scanner from './scanner.ts';
import search from './search.ts';
import typ from './typ.ts';
import validation from './validation.ts';
import visual from './visual.ts';

/** The English catalogue: the source every other language is checked against, and the key types. */
export default {
  address,
  auth,
  bill,
  care,
  birthday,
  cart,
  common,
  debugbar,
  delivery,
  dialogs,
  errors,
  faq,
  feedback,
  filials,
  grades,
  home,
  kiosk,
  menu,
  nav,
  offline,
  orders,
  places,
  preorder,
  profile,
  repeat,
  scanner,
  search,
  typ,
  validation,
  visual,
};
