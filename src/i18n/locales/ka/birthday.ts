/** დაბადების დღის მოწვევა პროფილში (docs/contract/screens.md#other-screens-and-dialogs "birthday form"). */
export default {
  invite: {
    title: 'როდის არის თქვენი დაბადების დღე?',
    add: 'დაბადების დღის დამატება',
  },
};
